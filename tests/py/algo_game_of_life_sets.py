# Conway's Game of Life on an infinite board using a set of live cells; glider and blinker
from collections import Counter


def step(live):
    counts = Counter((x + dx, y + dy) for x, y in live
                     for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}


def render(live, x0, y0, w, h):
    return "\n".join("".join("#" if (x, y) in live else "." for x in range(x0, x0 + w))
                     for y in range(y0, y0 + h))


glider = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
g = glider
for gen in range(5):
    print(f"gen {gen}: {sorted(g)}")
    g = step(g)
print(render(g, 0, 0, 6, 6))
moved = {(x - 1, y - 1) for x, y in step(step(step(step(glider))))}
print("glider returns shifted:", moved == glider)
blinker = {(0, 1), (1, 1), (2, 1)}
print(sorted(step(blinker)), step(step(blinker)) == blinker)
block = {(0, 0), (0, 1), (1, 0), (1, 1)}
print("block still:", step(block) == block)
r_pent = {(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)}
pop = []
cells = r_pent
for _ in range(60):
    cells = step(cells)
    pop.append(len(cells))
print(pop)
xs = [x for x, _ in cells]
ys = [y for _, y in cells]
print(min(xs), max(xs), min(ys), max(ys))
