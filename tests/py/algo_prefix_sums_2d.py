# Prefix sums: 1-D range queries, 2-D summed-area table, difference arrays for range updates
from itertools import accumulate


def prefix(a):
    return [0] + list(accumulate(a))


def range_sum(p, i, j):
    return p[j] - p[i]


def summed_area(m):
    R, C = len(m), len(m[0])
    s = [[0] * (C + 1) for _ in range(R + 1)]
    for r in range(R):
        for c in range(C):
            s[r + 1][c + 1] = m[r][c] + s[r][c + 1] + s[r + 1][c] - s[r][c]
    return s


def rect_sum(s, r1, c1, r2, c2):
    return s[r2 + 1][c2 + 1] - s[r1][c2 + 1] - s[r2 + 1][c1] + s[r1][c1]


def apply_updates(n, updates):
    diff = [0] * (n + 1)
    for lo, hi, v in updates:
        diff[lo] += v
        diff[hi + 1] -= v
    return list(accumulate(diff[:-1]))


def subarrays_with_sum(a, k):
    count, seen, run = 0, {0: 1}, 0
    for x in a:
        run += x
        count += seen.get(run - k, 0)
        seen[run] = seen.get(run, 0) + 1
    return count


a = [3, -1, 4, 1, -5, 9, 2, -6]
p = prefix(a)
print(p, range_sum(p, 2, 6), sum(a[2:6]))
m = [[3, 0, 1, 4, 2], [5, 6, 3, 2, 1], [1, 2, 0, 1, 5], [4, 1, 0, 1, 7], [1, 0, 3, 0, 5]]
s = summed_area(m)
for q in [(2, 1, 4, 3), (1, 1, 2, 2), (1, 2, 2, 4), (0, 0, 4, 4)]:
    brute = sum(m[r][c] for r in range(q[0], q[2] + 1) for c in range(q[1], q[3] + 1))
    print(q, rect_sum(s, *q), brute)
print(apply_updates(6, [(0, 2, 5), (1, 4, -2), (3, 5, 10), (5, 5, 1)]))
print(subarrays_with_sum([1, 1, 1], 2), subarrays_with_sum([1, 2, 3, -3, 3], 3), subarrays_with_sum([], 0))
print(list(accumulate([1, 2, 3, 4], lambda x, y: x * y)), list(accumulate("abc")))
