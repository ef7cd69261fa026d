# Word-level diff of two sentences with an LCS table, rendered with [-removed-] {+added+} markers.
def lcs(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a)):
        for j in range(len(b)):
            dp[i + 1][j + 1] = dp[i][j] + 1 if a[i] == b[j] else max(dp[i][j + 1], dp[i + 1][j])
    return dp

def word_diff(old, new):
    a, b = old.split(), new.split()
    dp = lcs(a, b)
    i, j, out = len(a), len(b), []
    while i or j:
        if i and j and a[i - 1] == b[j - 1]:
            out.append(a[i - 1]); i -= 1; j -= 1
        elif j and (not i or dp[i][j - 1] >= dp[i - 1][j]):
            out.append("{+" + b[j - 1] + "+}"); j -= 1
        else:
            out.append("[-" + a[i - 1] + "-]"); i -= 1
    return " ".join(reversed(out))

pairs = [("the quick brown fox jumps", "the quick red fox leaps high"),
         ("a b c d", "a c d e"), ("same text", "same text"), ("", "new words"), ("old words", "")]
for old, new in pairs:
    print(f"{old!r} -> {new!r}\n   {word_diff(old, new)}")
