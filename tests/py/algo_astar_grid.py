# A* search on a grid with Manhattan heuristic
import heapq

GRID = [
    "S....#....",
    ".##..#.##.",
    ".#...#..#.",
    ".#.###..#.",
    ".#......#.",
    ".####.###.",
    "......#..G",
]


def find(ch):
    for r, row in enumerate(GRID):
        c = row.find(ch)
        if c != -1:
            return (r, c)
    raise ValueError(ch)


def neighbors(pos):
    r, c = pos
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(GRID) and 0 <= nc < len(GRID[0]) and GRID[nr][nc] != "#":
            yield (nr, nc)


def astar(start, goal):
    h = lambda p: abs(p[0] - goal[0]) + abs(p[1] - goal[1])
    open_heap = [(h(start), 0, start)]
    came = {start: None}
    g = {start: 0}
    expanded = 0
    while open_heap:
        f, cost, cur = heapq.heappop(open_heap)
        if cur == goal:
            break
        if cost > g[cur]:
            continue
        expanded += 1
        for nb in neighbors(cur):
            ng = cost + 1
            if ng < g.get(nb, 10**9):
                g[nb] = ng
                came[nb] = cur
                heapq.heappush(open_heap, (ng + h(nb), ng, nb))
    path = []
    node = goal
    while node is not None:
        path.append(node)
        node = came[node]
    return path[::-1], expanded


start, goal = find("S"), find("G")
path, expanded = astar(start, goal)
print("start", start, "goal", goal)
print("path length:", len(path) - 1)
print("expanded:", expanded)
rows = [list(r) for r in GRID]
for r, c in path[1:-1]:
    rows[r][c] = "*"
for row in rows:
    print("".join(row))
print(path[:5])
