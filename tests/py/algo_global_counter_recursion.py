# Counting recursive calls with globals: permutations generation, subsets, and memo hit rates
calls = 0
hits = 0
memo = {}


def perms(seq):
    global calls
    calls += 1
    if len(seq) <= 1:
        return [seq]
    out = []
    for i, x in enumerate(seq):
        for p in perms(seq[:i] + seq[i + 1:]):
            out.append(x + p)
    return out


def partitions(n, k=None):
    """Number of partitions of n into parts of size at most k."""
    global calls, hits
    calls += 1
    if k is None:
        k = n
    if (n, k) in memo:
        hits += 1
        return memo[(n, k)]
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    memo[(n, k)] = partitions(n - k, k) + partitions(n, k - 1)
    return memo[(n, k)]


result = perms("abcd")
print(len(result), result[:6], calls)
calls = 0
print(sorted(perms("aab")), len(set(perms("aabb"))), calls)
calls = 0
print([partitions(n) for n in range(1, 16)])
print("calls", calls, "hits", hits, "memo", len(memo), f"hit rate {hits / calls:.3f}")
calls = hits = 0
print(partitions(100), calls, hits)
