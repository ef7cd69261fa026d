# Knight moves: BFS minimum moves on a chessboard and Warnsdorff's tour on 6x6
from collections import deque

MOVES = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]


def min_moves(n, start, goal):
    dist = {start: 0}
    q = deque([start])
    while q:
        cur = q.popleft()
        if cur == goal:
            return dist[cur]
        for dr, dc in MOVES:
            nxt = (cur[0] + dr, cur[1] + dc)
            if 0 <= nxt[0] < n and 0 <= nxt[1] < n and nxt not in dist:
                dist[nxt] = dist[cur] + 1
                q.append(nxt)
    return -1


def warnsdorff(n, start=(0, 0)):
    board = [[0] * n for _ in range(n)]

    def options(r, c):
        return [(r + dr, c + dc) for dr, dc in MOVES
                if 0 <= r + dr < n and 0 <= c + dc < n and not board[r + dr][c + dc]]

    r, c = start
    board[r][c] = 1
    for step in range(2, n * n + 1):
        opts = options(r, c)
        if not opts:
            return None
        r, c = min(opts, key=lambda p: (len(options(*p)), p))
        board[r][c] = step
    return board


def square(name):
    return (ord(name[0]) - ord("a"), int(name[1]) - 1)


for a, b in [("a1", "b3"), ("a1", "h8"), ("a1", "a1"), ("d4", "e5"), ("a1", "b2")]:
    print(a, b, min_moves(8, square(a), square(b)))
tour = warnsdorff(6)
if tour:
    for row in tour:
        print(" ".join(f"{v:2d}" for v in row))
    print(sorted(v for row in tour for v in row) == list(range(1, 37)))
print(min_moves(3, (0, 0), (1, 1)))
