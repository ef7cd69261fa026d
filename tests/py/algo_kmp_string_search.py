# String searching: KMP failure function, Rabin-Karp rolling hash, Z-algorithm, vs str.find
def kmp_table(p):
    fail = [0] * len(p)
    k = 0
    for i in range(1, len(p)):
        while k and p[i] != p[k]:
            k = fail[k - 1]
        if p[i] == p[k]:
            k += 1
        fail[i] = k
    return fail


def kmp_search(text, p):
    if not p:
        return list(range(len(text) + 1))
    fail, k, out = kmp_table(p), 0, []
    for i, ch in enumerate(text):
        while k and ch != p[k]:
            k = fail[k - 1]
        if ch == p[k]:
            k += 1
        if k == len(p):
            out.append(i - k + 1)
            k = fail[k - 1]
    return out


def rabin_karp(text, p, base=256, mod=1_000_000_007):
    m = len(p)
    if m > len(text):
        return []
    hp = ht = 0
    for i in range(m):
        hp = (hp * base + ord(p[i])) % mod
        ht = (ht * base + ord(text[i])) % mod
    high = pow(base, m - 1, mod)
    out = []
    for i in range(len(text) - m + 1):
        if hp == ht and text[i:i + m] == p:
            out.append(i)
        if i + m < len(text):
            ht = ((ht - ord(text[i]) * high) * base + ord(text[i + m])) % mod
    return out


def z_array(s):
    z = [0] * len(s)
    l = r = 0
    for i in range(1, len(s)):
        if i < r:
            z[i] = min(r - i, z[i - l])
        while i + z[i] < len(s) and s[z[i]] == s[i + z[i]]:
            z[i] += 1
        if i + z[i] > r:
            l, r = i, i + z[i]
    return z


def find_all(text, p):
    out, i = [], text.find(p)
    while i != -1:
        out.append(i)
        i = text.find(p, i + 1)
    return out


print(kmp_table("ABABCABAB"), kmp_table("aabaaab"))
text = "ABABDABACDABABCABABABABCABAB"
for p in ["ABABCABAB", "AB", "BAB", "XYZ", "ABABABAB"]:
    k, r, f = kmp_search(text, p), rabin_karp(text, p), find_all(text, p)
    print(f"{p:10} {k} {k == r == f}")
print(z_array("aabcaabxaaaz"))
print(kmp_search("aaaaa", "aa"), "aaaaa".count("aa"), rabin_karp("héllo wörld", "wö"))
