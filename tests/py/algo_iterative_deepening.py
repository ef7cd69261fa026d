# 8-puzzle solved with BFS and IDA* (Manhattan heuristic); solvability by inversion parity
from collections import deque

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)


def neighbors(state):
    i = state.index(0)
    r, c = divmod(i, 3)
    for dr, dc, name in ((-1, 0, "U"), (1, 0, "D"), (0, -1, "L"), (0, 1, "R")):
        nr, nc = r + dr, c + dc
        if 0 <= nr < 3 and 0 <= nc < 3:
            j = nr * 3 + nc
            s = list(state)
            s[i], s[j] = s[j], s[i]
            yield tuple(s), name


def solvable(state):
    tiles = [t for t in state if t]
    inv = sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles)) if tiles[i] > tiles[j])
    return inv % 2 == 0


def bfs(start):
    prev = {start: None}
    q = deque([start])
    while q:
        s = q.popleft()
        if s == GOAL:
            moves = []
            while prev[s]:
                s, m = prev[s]
                moves.append(m)
            return "".join(reversed(moves)), len(prev)
        for nxt, m in neighbors(s):
            if nxt not in prev:
                prev[nxt] = (s, m)
                q.append(nxt)


def manhattan(s):
    return sum(abs(i // 3 - (t - 1) // 3) + abs(i % 3 - (t - 1) % 3) for i, t in enumerate(s) if t)


def ida_star(start):
    bound = manhattan(start)
    path = [start]
    moves = []

    def search(g, bound):
        s = path[-1]
        f = g + manhattan(s)
        if f > bound:
            return f
        if s == GOAL:
            return True
        best = float("inf")
        for nxt, m in neighbors(s):
            if nxt not in path:
                path.append(nxt)
                moves.append(m)
                t = search(g + 1, bound)
                if t is True:
                    return True
                best = min(best, t)
                path.pop()
                moves.pop()
        return best

    while True:
        t = search(0, bound)
        if t is True:
            return "".join(moves)
        bound = t


for start in [(1, 2, 3, 4, 5, 6, 0, 7, 8), (1, 2, 3, 0, 4, 6, 7, 5, 8), (4, 1, 3, 7, 2, 6, 0, 5, 8), (2, 1, 3, 4, 5, 6, 7, 8, 0)]:
    if not solvable(start):
        print(start, "unsolvable")
        continue
    moves, explored = bfs(start)
    print(start, moves, len(moves), "explored", explored, "ida*", ida_star(start), "h", manhattan(start))
