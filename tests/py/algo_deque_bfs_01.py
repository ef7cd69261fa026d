# 0-1 BFS with a deque (edge weights 0/1) on a grid where moving along arrows is free, vs Dijkstra
import heapq
from collections import deque

GRID = ["RRD", "DLD", "RRU", "ULR"]
DIRS = {"R": (0, 1), "L": (0, -1), "D": (1, 0), "U": (-1, 0)}


def zero_one_bfs(grid):
    R, C = len(grid), len(grid[0])
    INF = float("inf")
    dist = [[INF] * C for _ in range(R)]
    dist[0][0] = 0
    dq = deque([(0, 0)])
    while dq:
        r, c = dq.popleft()
        for ch, (dr, dc) in DIRS.items():
            nr, nc = r + dr, c + dc
            if 0 <= nr < R and 0 <= nc < C:
                w = 0 if grid[r][c] == ch else 1
                if dist[r][c] + w < dist[nr][nc]:
                    dist[nr][nc] = dist[r][c] + w
                    (dq.appendleft if w == 0 else dq.append)((nr, nc))
    return dist


def dijkstra(grid):
    R, C = len(grid), len(grid[0])
    best = {(0, 0): 0}
    heap = [(0, 0, 0)]
    while heap:
        d, r, c = heapq.heappop(heap)
        if d > best[(r, c)]:
            continue
        for ch, (dr, dc) in DIRS.items():
            nr, nc = r + dr, c + dc
            if 0 <= nr < R and 0 <= nc < C:
                nd = d + (grid[r][c] != ch)
                if nd < best.get((nr, nc), float("inf")):
                    best[(nr, nc)] = nd
                    heapq.heappush(heap, (nd, nr, nc))
    return best


dist = zero_one_bfs(GRID)
for row in dist:
    print(row)
dj = dijkstra(GRID)
print(all(dj[(r, c)] == dist[r][c] for r in range(len(GRID)) for c in range(len(GRID[0]))))
print("cost to bottom-right:", dist[-1][-1])
big = ["".join("RDLU"[(r * 7 + c * 3) % 4] for c in range(12)) for r in range(9)]
d2 = zero_one_bfs(big)
print(d2[-1][-1], max(max(row) for row in d2), sum(map(sum, d2)), dijkstra(big)[(8, 11)])
