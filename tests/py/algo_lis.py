# Longest increasing subsequence: O(n^2) DP and O(n log n) with bisect
from bisect import bisect_left


def lis_quadratic(seq):
    if not seq:
        return []
    n = len(seq)
    length = [1] * n
    prev = [-1] * n
    for i in range(n):
        for j in range(i):
            if seq[j] < seq[i] and length[j] + 1 > length[i]:
                length[i] = length[j] + 1
                prev[i] = j
    k = max(range(n), key=length.__getitem__)
    out = []
    while k != -1:
        out.append(seq[k])
        k = prev[k]
    return out[::-1]


def lis_fast(seq):
    tails, idx, prev = [], [], [-1] * len(seq)
    for i, x in enumerate(seq):
        p = bisect_left(tails, x)
        if p == len(tails):
            tails.append(x)
            idx.append(i)
        else:
            tails[p] = x
            idx[p] = i
        prev[i] = idx[p - 1] if p > 0 else -1
    out, k = [], idx[-1] if idx else -1
    while k != -1:
        out.append(seq[k])
        k = prev[k]
    return out[::-1]


tests = [
    [10, 9, 2, 5, 3, 7, 101, 18],
    [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15],
    [5, 4, 3, 2, 1],
    [],
    [1, 1, 1],
    [3, 10, 2, 1, 20, 4, 6, 7],
]
for t in tests:
    a, b = lis_quadratic(t), lis_fast(t)
    print(len(a), a, b, len(a) == len(b))
