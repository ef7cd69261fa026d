# Conway's Game of Life on a small toroidal grid
def step(grid):
    rows, cols = len(grid), len(grid[0])
    new = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            n = sum(grid[(r + dr) % rows][(c + dc) % cols]
                    for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
            new[r][c] = 1 if n == 3 or (grid[r][c] and n == 2) else 0
    return new

def show(grid):
    for row in grid:
        print("".join("#" if v else "." for v in row))

grid = [[0] * 8 for _ in range(6)]
for r, c in [(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)]:
    grid[r][c] = 1
for gen in range(4):
    print(f"generation {gen}, alive {sum(map(sum, grid))}")
    show(grid)
    grid = step(grid)
blinker = [[0, 0, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 1, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 0, 0]]
print(step(step(blinker)) == blinker, step(blinker) == blinker)
g = grid
for _ in range(20):
    g = step(g)
print("after 24 generations alive:", sum(map(sum, g)))
