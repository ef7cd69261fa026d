# Levenshtein edit distance with operations list, and a spelling suggester
def edit_distance(s, t):
    m, n = len(s), len(t)
    d = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m + 1):
        d[i][0] = i
    for j in range(n + 1):
        d[0][j] = j
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            cost = 0 if s[i - 1] == t[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
    ops = []
    i, j = m, n
    while i > 0 or j > 0:
        if i > 0 and j > 0 and s[i - 1] == t[j - 1] and d[i][j] == d[i - 1][j - 1]:
            i, j = i - 1, j - 1
        elif i > 0 and j > 0 and d[i][j] == d[i - 1][j - 1] + 1:
            ops.append(f"replace {s[i - 1]!r} with {t[j - 1]!r} at {i - 1}")
            i, j = i - 1, j - 1
        elif i > 0 and d[i][j] == d[i - 1][j] + 1:
            ops.append(f"delete {s[i - 1]!r} at {i - 1}")
            i -= 1
        else:
            ops.append(f"insert {t[j - 1]!r} at {i}")
            j -= 1
    return d[m][n], ops[::-1]


for a, b in [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc"), ("abc", "abc")]:
    dist, ops = edit_distance(a, b)
    print(f"{a} -> {b}: {dist}")
    for op in ops:
        print("   ", op)

words = ["apple", "apply", "ample", "maple", "applet", "angle", "happy"]


def suggest(word, k=3):
    scored = sorted((edit_distance(word, w)[0], w) for w in words)
    return [w for d, w in scored[:k]]


print(suggest("appel"))
print(suggest("hapy"))
