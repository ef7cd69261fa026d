# Longest palindromic substring (expand around centre) and subsequence (DP)
def longest_pal_substring(s):
    best = (0, 0)
    for center in range(2 * len(s) - 1):
        lo, hi = center // 2, center // 2 + center % 2
        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
            lo -= 1
            hi += 1
        if hi - lo - 1 > best[1] - best[0]:
            best = (lo + 1, hi)
    return s[best[0]:best[1]]


def longest_pal_subseq(s):
    n = len(s)
    if n == 0:
        return 0
    dp = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        dp[i][i] = 1
        for j in range(i + 1, n):
            if s[i] == s[j]:
                dp[i][j] = dp[i + 1][j - 1] + 2
            else:
                dp[i][j] = max(dp[i + 1][j], dp[i][j - 1])
    return dp[0][n - 1]


def min_insertions(s):
    return len(s) - longest_pal_subseq(s)


for s in ["babad", "cbbd", "forgeeksskeegfor", "a", "", "abacdfgdcaba", "racecar", "bbbab"]:
    print(f"{s!r:20} sub={longest_pal_substring(s)!r:14} subseq={longest_pal_subseq(s)} ins={min_insertions(s)}")
