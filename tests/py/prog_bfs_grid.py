# Shortest path in a grid maze with BFS
from collections import deque
maze = """
S.#.......
.##.####..
....#..#.#
###.#.##..
....#....E
""".strip().splitlines()
rows, cols = len(maze), len(maze[0])
start = next((r, c) for r in range(rows) for c in range(cols) if maze[r][c] == "S")
end = next((r, c) for r in range(rows) for c in range(cols) if maze[r][c] == "E")
print("start", start, "end", end)
def bfs(start, end):
    queue = deque([start])
    prev = {start: None}
    while queue:
        cur = queue.popleft()
        if cur == end:
            break
        r, c = cur
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and maze[nr][nc] != "#" and (nr, nc) not in prev:
                prev[(nr, nc)] = cur
                queue.append((nr, nc))
    if end not in prev:
        return None
    path = []
    node = end
    while node:
        path.append(node)
        node = prev[node]
    return path[::-1]
path = bfs(start, end)
print("length:", len(path) - 1)
print(path[:5], "...", path[-3:])
grid = [list(row) for row in maze]
for r, c in path[1:-1]:
    grid[r][c] = "*"
for row in grid:
    print("".join(row))
print(bfs((0, 0), (0, 2)))
