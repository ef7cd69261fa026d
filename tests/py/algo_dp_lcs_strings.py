# String DP with lru_cache: longest common substring, shortest common supersequence, interleaving
from functools import lru_cache


def longest_common_substring(a, b):
    best, end = 0, 0
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        cur = [0] * (len(b) + 1)
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                cur[j] = prev[j - 1] + 1
                if cur[j] > best:
                    best, end = cur[j], i
        prev = cur
    return a[end - best:end]


def scs(a, b):
    @lru_cache(maxsize=None)
    def go(i, j):
        if i == len(a):
            return b[j:]
        if j == len(b):
            return a[i:]
        if a[i] == b[j]:
            return a[i] + go(i + 1, j + 1)
        x, y = a[i] + go(i + 1, j), b[j] + go(i, j + 1)
        return x if len(x) <= len(y) else y

    return go(0, 0)


def is_interleave(s1, s2, s3):
    if len(s1) + len(s2) != len(s3):
        return False

    @lru_cache(maxsize=None)
    def ok(i, j):
        if i == len(s1) and j == len(s2):
            return True
        k = i + j
        return ((i < len(s1) and s1[i] == s3[k] and ok(i + 1, j)) or
                (j < len(s2) and s2[j] == s3[k] and ok(i, j + 1)))

    return ok(0, 0)


for a, b in [("GeeksforGeeks", "GeeksQuiz"), ("abcdxyz", "xyzabcd"), ("zxabcdezy", "yzabcdezx"), ("abc", "def")]:
    print(repr(longest_common_substring(a, b)))
for a, b in [("abac", "cab"), ("geek", "eke"), ("AGGTAB", "GXTXAYB")]:
    s = scs(a, b)
    print(a, b, s, len(s))
print(is_interleave("aabcc", "dbbca", "aadbbcbcac"), is_interleave("aabcc", "dbbca", "aadbbbaccc"), is_interleave("", "", ""))
