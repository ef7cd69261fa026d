# shortest paths on a grid maze: tuples as dict and set keys
from collections import deque
import random


def make_grid(width, height, wall_ratio, rng):
    walls = set()
    for y in range(height):
        for x in range(width):
            if rng.random() < wall_ratio:
                walls.add((x, y))
    walls.discard((0, 0))
    walls.discard((width - 1, height - 1))
    return walls


def bfs(start, goal, walls, width, height):
    dist = {start: 0}
    parent = {}
    queue = deque([start])
    while queue:
        x, y = queue.popleft()
        if (x, y) == goal:
            break
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nxt = (x + dx, y + dy)
            if 0 <= nxt[0] < width and 0 <= nxt[1] < height and nxt not in walls and nxt not in dist:
                dist[nxt] = dist[(x, y)] + 1
                parent[nxt] = (x, y)
                queue.append(nxt)
    if goal not in dist:
        return None, len(dist)
    path = [goal]
    while path[-1] != start:
        path.append(parent[path[-1]])
    return path[::-1], len(dist)


def main():
    rng = random.Random(11)
    width, height = 270, 270
    walls = make_grid(width, height, 0.28, rng)
    print(f"grid {width}x{height}, {len(walls)} walls")
    for goal in [(width - 1, height - 1), (width // 2, height - 1), (width - 1, 0)]:
        path, seen = bfs((0, 0), goal, walls, width, height)
        if path is None:
            print(f"to {goal}: unreachable ({seen} cells seen)")
        else:
            print(f"to {goal}: {len(path) - 1} steps, {seen} cells seen, via {path[len(path) // 2]}")


if __name__ == "__main__":
    main()
