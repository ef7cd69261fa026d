# Flood fill (paint bucket) on a character grid, recursive and iterative
import sys

sys.setrecursionlimit(10000)

picture = [
    "..........",
    ".####.....",
    ".#..#..##.",
    ".#..#..##.",
    ".####.....",
    "......###.",
    "......#.#.",
    "......###.",
]


def flood_recursive(grid, r, c, new):
    old = grid[r][c]
    if old == new:
        return 0

    def fill(r, c):
        if not (0 <= r < len(grid) and 0 <= c < len(grid[0])) or grid[r][c] != old:
            return 0
        grid[r][c] = new
        return 1 + fill(r + 1, c) + fill(r - 1, c) + fill(r, c + 1) + fill(r, c - 1)

    return fill(r, c)


def flood_iter(grid, r, c, new):
    old = grid[r][c]
    stack = [(r, c)]
    n = 0
    while stack:
        r, c = stack.pop()
        if 0 <= r < len(grid) and 0 <= c < len(grid[0]) and grid[r][c] == old:
            grid[r][c] = new
            n += 1
            stack.extend([(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)])
    return n


g = [list(row) for row in picture]
print("inside box:", flood_recursive(g, 2, 2, "o"))
print("background:", flood_iter(g, 0, 0, "~"))
print("small hole:", flood_iter(g, 6, 7, "x"))
print("same colour:", flood_recursive(g, 0, 0, "~"))
for row in g:
    print("".join(row))
