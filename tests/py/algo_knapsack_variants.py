# 0/1 knapsack: table, 1-D optimisation, lru_cache, and item reconstruction
from functools import lru_cache

items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160),
         ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40),
         ("cheese", 23, 30), ("beer", 52, 10), ("suntan", 11, 70), ("camera", 32, 30)]
CAP = 400


def knapsack_table(items, cap):
    n = len(items)
    dp = [[0] * (cap + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        _, w, v = items[i - 1]
        for c in range(cap + 1):
            dp[i][c] = dp[i - 1][c]
            if w <= c and dp[i - 1][c - w] + v > dp[i][c]:
                dp[i][c] = dp[i - 1][c - w] + v
    chosen, c = [], cap
    for i in range(n, 0, -1):
        if dp[i][c] != dp[i - 1][c]:
            chosen.append(items[i - 1][0])
            c -= items[i - 1][1]
    return dp[n][cap], chosen[::-1]


def knapsack_1d(items, cap):
    dp = [0] * (cap + 1)
    for _, w, v in items:
        for c in range(cap, w - 1, -1):
            dp[c] = max(dp[c], dp[c - w] + v)
    return dp[cap]


def knapsack_memo(items, cap):
    @lru_cache(maxsize=None)
    def best(i, c):
        if i == len(items):
            return 0
        _, w, v = items[i]
        skip = best(i + 1, c)
        return max(skip, v + best(i + 1, c - w)) if w <= c else skip

    result = best(0, cap)
    print("cache:", best.cache_info())
    return result


value, chosen = knapsack_table(items, CAP)
print("best value:", value)
print("items:", chosen)
print("weight:", sum(w for n, w, _ in items if n in chosen))
print("1-D:", knapsack_1d(items, CAP))
print("memo:", knapsack_memo(tuple(items), CAP))
for cap in (0, 10, 50, 100, 200):
    print(cap, knapsack_1d(items, cap))
