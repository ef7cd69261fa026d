import bisect
def search_insert(nums, target):
    lo, hi = 0, len(nums)
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo
nums = [1, 3, 5, 6, 8, 8, 10]
for t in [0, 1, 2, 5, 7, 8, 11]:
    print(t, search_insert(nums, t), bisect.bisect_left(nums, t), bisect.bisect_right(nums, t))
grades = [60, 70, 80, 90]
print([("FDCBA")[bisect.bisect(grades, s)] for s in [33, 60, 75, 89, 90, 100]])
items = []
for x in [5, 1, 4, 1, 3]:
    bisect.insort(items, x)
print(items, bisect.bisect_left(items, 4, key=None), bisect.insort_left(items, 2) or items)
recs = [("a", 1), ("b", 3), ("c", 5)]
print(bisect.bisect(recs, 4, key=lambda r: r[1]), bisect.bisect_left([r[1] for r in recs], 3))
