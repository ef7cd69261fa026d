# Enumerating subsets: bitmasks, Gosper's hack for k-subsets, submask enumeration, meet in the middle
from itertools import combinations


def k_subsets(n, k):
    if k == 0:
        yield 0
        return
    s = (1 << k) - 1
    while s < (1 << n):
        yield s
        c = s & -s
        r = s + c
        s = (((r ^ s) >> 2) // c) | r


def submasks(mask):
    sub = mask
    while True:
        yield sub
        if sub == 0:
            return
        sub = (sub - 1) & mask


def subset_sums(vals):
    sums = [0]
    for v in vals:
        sums += [s + v for s in sums]
    return sums


def closest_subset_sum(vals, target):
    half = len(vals) // 2
    left, right = subset_sums(vals[:half]), sorted(subset_sums(vals[half:]))
    import bisect
    best = None
    for s in left:
        i = bisect.bisect_left(right, target - s)
        for j in (i - 1, i):
            if 0 <= j < len(right):
                cand = s + right[j]
                if best is None or abs(target - cand) < abs(target - best):
                    best = cand
    return best


masks = list(k_subsets(5, 2))
print([format(m, "05b") for m in masks])
print(len(list(k_subsets(10, 4))), sum(1 for _ in combinations(range(10), 4)))
print([format(s, "04b") for s in submasks(0b1011)])
print(sorted(subset_sums([1, 2, 4])))
vals = [13, 27, 31, 45, 52, 66, 71, 88, 94, 101, 117, 123]
print(closest_subset_sum(vals, 300), closest_subset_sum(vals, 1), closest_subset_sum(vals, 10**6) == sum(vals))
print(bin(0b1011 & -0b1011), (0b10110).bit_length(), (255).bit_count(), int.bit_count(2**100 - 1))
