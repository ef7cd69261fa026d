# Sudoku generator: seeded random full grid by backtracking, then removing cells while keeping a unique solution
import random


def candidates(g, i):
    r, c = divmod(i, 9)
    used = {g[r * 9 + k] for k in range(9)} | {g[k * 9 + c] for k in range(9)}
    br, bc = r // 3 * 3, c // 3 * 3
    used |= {g[(br + a) * 9 + bc + b] for a in range(3) for b in range(3)}
    return [v for v in range(1, 10) if v not in used]


def fill(g, rng):
    try:
        i = g.index(0)
    except ValueError:
        return True
    opts = candidates(g, i)
    rng.shuffle(opts)
    for v in opts:
        g[i] = v
        if fill(g, rng):
            return True
    g[i] = 0
    return False


def count_solutions(g, limit=2):
    try:
        i = g.index(0)
    except ValueError:
        return 1
    total = 0
    for v in candidates(g, i):
        g[i] = v
        total += count_solutions(g, limit - total)
        if total >= limit:
            break
    g[i] = 0
    return total


def show(g):
    for r in range(9):
        print(" ".join(str(v or ".") for v in g[r * 9:(r + 1) * 9]))


rng = random.Random(99)
grid = [0] * 81
fill(grid, rng)
solution = grid[:]
show(solution)
print()
cells = list(range(81))
rng.shuffle(cells)
removed = 0
for i in cells[:45]:
    keep = grid[i]
    grid[i] = 0
    if count_solutions(grid[:]) != 1:
        grid[i] = keep
    else:
        removed += 1
show(grid)
print("removed", removed, "clues", 81 - removed, "unique:", count_solutions(grid[:]) == 1)
