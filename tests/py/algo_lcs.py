# Longest common subsequence: length table, reconstruction, and diff output
def lcs_table(a, b):
    m, n = len(a), len(b)
    t = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m - 1, -1, -1):
        for j in range(n - 1, -1, -1):
            if a[i] == b[j]:
                t[i][j] = 1 + t[i + 1][j + 1]
            else:
                t[i][j] = max(t[i + 1][j], t[i][j + 1])
    return t


def lcs(a, b):
    t = lcs_table(a, b)
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            out.append(a[i])
            i += 1
            j += 1
        elif t[i + 1][j] >= t[i][j + 1]:
            i += 1
        else:
            j += 1
    return out


def diff(a, b):
    common = lcs(a, b)
    i = j = 0
    for c in common + [None]:
        while i < len(a) and a[i] != c:
            print("-", a[i])
            i += 1
        while j < len(b) and b[j] != c:
            print("+", b[j])
            j += 1
        if c is not None:
            print(" ", c)
            i += 1
            j += 1


pairs = [("ABCBDAB", "BDCABA"), ("AGGTAB", "GXTXAYB"), ("", "abc"), ("same", "same"),
         ("dynamic", "programming")]
for a, b in pairs:
    print(f"{a!r:>11} {b!r:>13} -> {''.join(lcs(a, b))!r} ({lcs_table(a, b)[0][0]})")
old = "the quick brown fox jumps over the lazy dog".split()
new = "the quick red fox leaps over the dog today".split()
diff(old, new)
