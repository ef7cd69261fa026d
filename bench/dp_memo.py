# dynamic programming: lru_cache recursion and DP tables
from functools import lru_cache
import sys


@lru_cache(maxsize=None)
def partitions(n, largest):
    """Number of ways to write n as a sum of parts no larger than `largest`."""
    if n == 0:
        return 1
    if n < 0 or largest == 0:
        return 0
    return partitions(n - largest, largest) + partitions(n, largest - 1)


@lru_cache(maxsize=None)
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)


def edit_distance(a, b):
    m, n = len(a), len(b)
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m + 1):
        dp[i][0] = i
    for j in range(n + 1):
        dp[0][j] = j
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1]
            else:
                dp[i][j] = 1 + min(dp[i - 1][j], dp[i][j - 1], dp[i - 1][j - 1])
    return dp[m][n]


def knapsack(items, capacity):
    best = [0] * (capacity + 1)
    for weight, value in items:
        for w in range(capacity, weight - 1, -1):
            if best[w - weight] + value > best[w]:
                best[w] = best[w - weight] + value
    return best[capacity]


def main():
    sys.setrecursionlimit(10000)
    print("p(400) =", partitions(400, 400))
    print("grid paths 60x60 =", grid_paths(60, 60))
    print("cache:", partitions.cache_info().currsize, "entries")
    a = "".join("acgt"[(i * i + 3 * i) % 4] for i in range(700))
    b = "".join("acgt"[(i * 7 + i // 3) % 4] for i in range(640))
    print("edit distance:", edit_distance(a, b))
    items = [((i * 37) % 23 + 1, (i * 53) % 31 + 1) for i in range(150)]
    print("knapsack:", knapsack(items, 1200))


if __name__ == "__main__":
    main()
