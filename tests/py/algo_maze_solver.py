# Maze solving with BFS, printing the route and step count
from collections import deque

MAZE = """
#########
#S  #   #
# # # # #
# #   # #
# ##### #
#     #E#
#########
""".strip().splitlines()


def solve(maze):
    rows, cols = len(maze), len(maze[0])
    start = end = None
    for r in range(rows):
        for c in range(cols):
            if maze[r][c] == "S":
                start = (r, c)
            elif maze[r][c] == "E":
                end = (r, c)
    prev = {start: None}
    q = deque([start])
    while q:
        cur = q.popleft()
        if cur == end:
            break
        r, c = cur
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if maze[nr][nc] != "#" and (nr, nc) not in prev:
                prev[(nr, nc)] = cur
                q.append((nr, nc))
    if end not in prev:
        return None
    route = []
    cur = end
    while cur:
        route.append(cur)
        cur = prev[cur]
    return route[::-1]


route = solve(MAZE)
print("steps:", len(route) - 1)
grid = [list(line) for line in MAZE]
for r, c in route[1:-1]:
    grid[r][c] = "."
print("\n".join("".join(row) for row in grid))
moves = []
for (r1, c1), (r2, c2) in zip(route, route[1:]):
    moves.append({(1, 0): "D", (-1, 0): "U", (0, 1): "R", (0, -1): "L"}[(r2 - r1, c2 - c1)])
print("".join(moves))
blocked = [row.replace("E", "#") if "E" in row else row for row in MAZE]
blocked[5] = blocked[5][:7] + "E#"
blocked[4] = "#########"
print(solve(blocked))
