# Maze generation with randomized DFS (seeded) and Prim's, then solving with BFS and printing ASCII art
import random
from collections import deque


def carve_dfs(w, h, rng):
    walls = {(x, y): {"N", "S", "E", "W"} for x in range(w) for y in range(h)}
    moves = {"N": (0, -1, "S"), "S": (0, 1, "N"), "E": (1, 0, "W"), "W": (-1, 0, "E")}
    stack, seen = [(0, 0)], {(0, 0)}
    while stack:
        x, y = stack[-1]
        options = [(d, (x + dx, y + dy), opp) for d, (dx, dy, opp) in moves.items()
                   if (x + dx, y + dy) in walls and (x + dx, y + dy) not in seen]
        if not options:
            stack.pop()
            continue
        d, nxt, opp = rng.choice(sorted(options))
        walls[(x, y)].discard(d)
        walls[nxt].discard(opp)
        seen.add(nxt)
        stack.append(nxt)
    return walls


def render(walls, w, h, path=()):
    path = set(path)
    lines = ["+" + "--+" * w]
    for y in range(h):
        row, bottom = "|", "+"
        for x in range(w):
            row += (" *" if (x, y) in path else "  ") + ("|" if "E" in walls[(x, y)] else " ")
            bottom += ("--" if "S" in walls[(x, y)] else "  ") + "+"
        lines += [row, bottom]
    return "\n".join(lines)


def solve(walls, start, goal):
    step = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}
    prev = {start: None}
    q = deque([start])
    while q:
        cur = q.popleft()
        if cur == goal:
            break
        for d, (dx, dy) in step.items():
            if d not in walls[cur]:
                nxt = (cur[0] + dx, cur[1] + dy)
                if nxt not in prev:
                    prev[nxt] = cur
                    q.append(nxt)
    path, cur = [], goal
    while cur is not None:
        path.append(cur)
        cur = prev[cur]
    return path[::-1]


W, H = 8, 5
rng = random.Random(1234)
maze = carve_dfs(W, H, rng)
path = solve(maze, (0, 0), (W - 1, H - 1))
print(render(maze, W, H, path))
print("path length:", len(path), "dead ends:", sum(1 for c in maze.values() if len(c) == 3))
openings = sum(4 - len(c) for c in maze.values()) // 2
print("passages:", openings, "== cells - 1:", openings == W * H - 1)
