# Counting islands, largest island area and perimeter on a 0/1 grid (BFS and DFS)
from collections import deque

GRID = [
    [1, 1, 0, 0, 0, 1],
    [1, 1, 0, 0, 1, 1],
    [0, 0, 1, 0, 0, 0],
    [0, 0, 0, 1, 1, 0],
    [1, 0, 0, 1, 1, 0],
    [1, 1, 0, 0, 0, 1],
]
R, C = len(GRID), len(GRID[0])
DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1)]


def islands_bfs(grid):
    seen = set()
    result = []
    for r in range(R):
        for c in range(C):
            if grid[r][c] and (r, c) not in seen:
                cells, q = [], deque([(r, c)])
                seen.add((r, c))
                while q:
                    cr, cc = q.popleft()
                    cells.append((cr, cc))
                    for dr, dc in DIRS:
                        nr, nc = cr + dr, cc + dc
                        if 0 <= nr < R and 0 <= nc < C and grid[nr][nc] and (nr, nc) not in seen:
                            seen.add((nr, nc))
                            q.append((nr, nc))
                result.append(cells)
    return result


def perimeter(cells):
    cs = set(cells)
    return sum(1 for r, c in cells for dr, dc in DIRS if (r + dr, c + dc) not in cs)


def count_dfs(grid):
    g = [row[:] for row in grid]

    def sink(r, c):
        if 0 <= r < R and 0 <= c < C and g[r][c]:
            g[r][c] = 0
            for dr, dc in DIRS:
                sink(r + dr, c + dc)
            return 1
        return 0

    return sum(sink(r, c) for r in range(R) for c in range(C))


isl = islands_bfs(GRID)
print("islands:", len(isl), count_dfs(GRID))
for i, cells in enumerate(isl):
    print(i, "area", len(cells), "perimeter", perimeter(cells), "top-left", min(cells))
print("largest:", max(map(len, isl)))
diag = {(r, c) for cells in isl for r, c in cells if r == c}
print(sorted(diag))
