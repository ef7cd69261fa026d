# Harder DP: egg dropping (moves formulation), burst balloons (interval DP), palindrome partitioning
from functools import lru_cache


def egg_drop(eggs, floors):
    dp = [0] * (eggs + 1)
    moves = 0
    while dp[eggs] < floors:
        moves += 1
        for e in range(eggs, 0, -1):
            dp[e] = dp[e] + dp[e - 1] + 1
    return moves


def burst(nums):
    vals = [1] + nums + [1]
    n = len(vals)
    dp = [[0] * n for _ in range(n)]
    for length in range(2, n):
        for left in range(n - length):
            right = left + length
            dp[left][right] = max(vals[left] * vals[k] * vals[right] + dp[left][k] + dp[k][right]
                                  for k in range(left + 1, right))
    return dp[0][n - 1]


def min_cuts(s):
    n = len(s)
    pal = [[False] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        for j in range(i, n):
            pal[i][j] = s[i] == s[j] and (j - i < 2 or pal[i + 1][j - 1])
    cuts = [0] * n
    for j in range(n):
        cuts[j] = 0 if pal[0][j] else min(cuts[i - 1] + 1 for i in range(1, j + 1) if pal[i][j])
    return cuts[-1] if s else 0


@lru_cache(maxsize=None)
def partitions(s):
    if not s:
        return [[]]
    return [[s[:i]] + rest for i in range(1, len(s) + 1) if s[:i] == s[:i][::-1] for rest in partitions(s[i:])]


print([egg_drop(1, f) for f in (1, 10, 100)], [egg_drop(2, f) for f in (1, 10, 100, 36)], egg_drop(3, 14), egg_drop(4, 5000))
print(burst([3, 1, 5, 8]), burst([1, 5]), burst([]), burst([7, 9, 8, 0, 7, 1, 3, 5, 5, 2, 3]))
for s in ["aab", "a", "ab", "racecarannakayak", "abcde", ""]:
    print(repr(s), min_cuts(s), len(partitions(s)))
print(partitions("aab"))
