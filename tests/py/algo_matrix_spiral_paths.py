def unique_paths(grid):
    rows, cols = len(grid), len(grid[0])
    dp = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == 1:
                dp[r][c] = 0
            elif r == 0 and c == 0:
                dp[r][c] = 1
            else:
                dp[r][c] = (dp[r - 1][c] if r else 0) + (dp[r][c - 1] if c else 0)
    return dp[-1][-1], dp
g = [[0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 1], [1, 0, 0, 0]]
n, table = unique_paths(g)
print(n)
for row in table:
    print(" ".join(f"{v:3}" for v in row))
def min_path_sum(m):
    m = [row[:] for row in m]
    for r in range(len(m)):
        for c in range(len(m[0])):
            if r == c == 0:
                continue
            m[r][c] += min(m[r - 1][c] if r else float("inf"), m[r][c - 1] if c else float("inf"))
    return m[-1][-1]
print(min_path_sum([[1, 3, 1], [1, 5, 1], [4, 2, 1]]), min_path_sum([[5]]))
def transpose_str(rows):
    return ["".join(col) for col in zip(*rows)]
print(transpose_str(["abc", "def", "ghi"]), list(zip(*[[1, 2], [3, 4], [5, 6]])))
