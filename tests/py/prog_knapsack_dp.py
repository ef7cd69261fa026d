# Dynamic programming: knapsack, coin change, LIS, edit distance, LCS
def knapsack(items, capacity):
    dp = [0] * (capacity + 1)
    for weight, value in items:
        for c in range(capacity, weight - 1, -1):
            dp[c] = max(dp[c], dp[c - weight] + value)
    return dp[capacity]

def coin_change(coins, amount):
    INF = float("inf")
    dp = [0] + [INF] * amount
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and dp[a - c] + 1 < dp[a]:
                dp[a] = dp[a - c] + 1
    return dp[amount] if dp[amount] != INF else -1

def count_ways(coins, amount):
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]

def lis(seq):
    best = [1] * len(seq)
    for i in range(len(seq)):
        for j in range(i):
            if seq[j] < seq[i]:
                best[i] = max(best[i], best[j] + 1)
    return max(best, default=0)

def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]

def lcs(a, b):
    dp = [[""] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            if a[i] == b[j]:
                dp[i][j] = a[i] + dp[i + 1][j + 1]
            else:
                dp[i][j] = max(dp[i + 1][j], dp[i][j + 1], key=len)
    return dp[0][0]

print(knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], 7), knapsack([(10, 60), (20, 100), (30, 120)], 50))
print(coin_change([1, 5, 10, 25], 63), coin_change([2], 3), coin_change([186, 419, 83, 408], 6249))
print(count_ways([1, 2, 5], 5), count_ways([1, 5, 10, 25, 50, 100], 300))
print(lis([10, 9, 2, 5, 3, 7, 101, 18]), lis([]), lis([5, 4, 3]))
print(edit_distance("kitten", "sitting"), edit_distance("", "abc"), edit_distance("flaw", "lawn"))
print(lcs("ABCBDAB", "BDCABA"), repr(lcs("abc", "xyz")), lcs("programming", "gaming"))
