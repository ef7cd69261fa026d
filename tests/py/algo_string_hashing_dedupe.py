# Polynomial rolling hashes: count distinct substrings, longest repeated substring by binary search
def distinct_substrings(s):
    return len({s[i:j] for i in range(len(s)) for j in range(i + 1, len(s) + 1)})


MOD, BASE = (1 << 61) - 1, 131


def prefix_hashes(s):
    h, p = [0] * (len(s) + 1), [1] * (len(s) + 1)
    for i, ch in enumerate(s):
        h[i + 1] = (h[i] * BASE + ord(ch)) % MOD
        p[i + 1] = p[i] * BASE % MOD
    return h, p


def sub_hash(h, p, i, j):
    return (h[j] - h[i] * p[j - i]) % MOD


def repeated_of_length(s, L, h, p):
    seen = {}
    for i in range(len(s) - L + 1):
        key = sub_hash(h, p, i, i + L)
        if key in seen and s[seen[key]:seen[key] + L] == s[i:i + L]:
            return s[i:i + L]
        seen.setdefault(key, i)
    return None


def longest_repeat(s):
    h, p = prefix_hashes(s)
    lo, hi, best = 1, len(s) - 1, ""
    while lo <= hi:
        mid = (lo + hi) // 2
        r = repeated_of_length(s, mid, h, p)
        if r:
            best, lo = r, mid + 1
        else:
            hi = mid - 1
    return best


for s in ["banana", "abcd", "aaaa", "abab", "mississippi", "abracadabra", "x"]:
    hashed = len({sub_hash(*prefix_hashes(s), i, j) for i in range(len(s)) for j in range(i + 1, len(s) + 1)})
    print(f"{s:12} distinct={distinct_substrings(s):3d} hashed={hashed:3d} longest repeat={longest_repeat(s)!r}")
print(MOD, prefix_hashes("ab")[0], sub_hash(*prefix_hashes("xab"), 1, 3) == prefix_hashes("ab")[0][2])
