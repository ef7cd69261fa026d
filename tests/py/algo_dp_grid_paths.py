# Grid DP: minimum path sum with path, maximal square, dungeon game, cherry pickup style max collect
def min_path_sum(grid):
    R, C = len(grid), len(grid[0])
    dp = [[0] * C for _ in range(R)]
    for r in range(R):
        for c in range(C):
            best = min([dp[r - 1][c]] * (r > 0) + [dp[r][c - 1]] * (c > 0), default=0)
            dp[r][c] = grid[r][c] + best
    path, r, c = [], R - 1, C - 1
    while (r, c) != (0, 0):
        path.append((r, c))
        if r and (not c or dp[r - 1][c] <= dp[r][c - 1]):
            r -= 1
        else:
            c -= 1
    path.append((0, 0))
    return dp[-1][-1], path[::-1]


def maximal_square(m):
    R, C = len(m), len(m[0])
    dp = [[0] * (C + 1) for _ in range(R + 1)]
    best = 0
    for r in range(R):
        for c in range(C):
            if m[r][c] == "1":
                dp[r + 1][c + 1] = 1 + min(dp[r][c], dp[r][c + 1], dp[r + 1][c])
                best = max(best, dp[r + 1][c + 1])
    return best * best


def min_health(d):
    R, C = len(d), len(d[0])
    INF = float("inf")
    need = [[INF] * (C + 1) for _ in range(R + 1)]
    need[R][C - 1] = need[R - 1][C] = 1
    for r in range(R - 1, -1, -1):
        for c in range(C - 1, -1, -1):
            need[r][c] = max(1, min(need[r + 1][c], need[r][c + 1]) - d[r][c])
    return need[0][0]


g = [[1, 3, 1, 8], [1, 5, 1, 2], [4, 2, 1, 9], [7, 1, 3, 1]]
print(min_path_sum(g))
print(min_path_sum([[5]]), min_path_sum([[1, 2, 3]]))
m = ["10100", "10111", "11111", "10010"]
print(maximal_square(m), maximal_square(["0"]), maximal_square(["111", "111", "111"]))
print(min_health([[-2, -3, 3], [-5, -10, 1], [10, 30, -5]]), min_health([[0]]), min_health([[100]]))
tri = [[2], [3, 4], [6, 5, 7], [4, 1, 8, 3]]
best = tri[-1][:]
for row in reversed(tri[:-1]):
    best = [v + min(best[i], best[i + 1]) for i, v in enumerate(row)]
print("triangle:", best[0])
