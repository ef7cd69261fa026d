# Unique grid paths: combinatorics, DP with obstacles, and memoised recursion
from functools import cache
from math import comb


def paths_formula(m, n):
    return comb(m + n - 2, m - 1)


def paths_with_obstacles(grid):
    rows, cols = len(grid), len(grid[0])
    dp = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if grid[r][c]:
                dp[r][c] = 0
            elif r == 0 and c == 0:
                dp[r][c] = 1
            else:
                dp[r][c] = (dp[r - 1][c] if r else 0) + (dp[r][c - 1] if c else 0)
    return dp[-1][-1], dp


@cache
def paths_rec(r, c):
    if r == 0 or c == 0:
        return 1
    return paths_rec(r - 1, c) + paths_rec(r, c - 1)


for m, n in [(1, 1), (2, 2), (3, 7), (7, 3), (10, 10), (18, 18), (50, 50)]:
    print(m, n, paths_formula(m, n), paths_rec(m - 1, n - 1))

grid = [
    [0, 0, 0, 0],
    [0, 1, 0, 0],
    [0, 0, 0, 1],
    [1, 0, 0, 0],
]
count, table = paths_with_obstacles(grid)
print("with obstacles:", count)
for row in table:
    print(" ".join(f"{v:2d}" for v in row))
print(paths_with_obstacles([[1]])[0], paths_with_obstacles([[0, 1], [1, 0]])[0])
