# bisect: left/right boundaries, lo/hi, key=
from bisect import bisect_left, bisect_right, bisect, insort, insort_left, insort_right
a = [1, 2, 4, 4, 4, 7, 9]
print([bisect_left(a, x) for x in range(11)])
print([bisect_right(a, x) for x in range(11)])
print(bisect(a, 4), bisect_left(a, 4, 3), bisect_left(a, 4, 4, 5), bisect_right(a, 4, 0, 3), bisect_right(a, 4, hi=4))
recs = [("a", 1), ("b", 3), ("c", 5), ("d", 5)]
print(bisect_left(recs, 5, key=lambda r: r[1]), bisect_right(recs, 5, key=lambda r: r[1]), bisect(recs, 0, key=lambda r: r[1]))
print(bisect_left([], 3), bisect_right(["b", "d"], "c"), bisect_left([1.5, 2.5], 2), bisect_left((1, 3, 5), 3))
try:
    bisect_left(a, 1, -1)
except ValueError as e:
    print("ValueError:", e)
def count_range(xs, lo, hi):
    return bisect_right(xs, hi) - bisect_left(xs, lo)
print(count_range(a, 2, 7), count_range(a, 5, 6))
