# Binary search variants
def binary_search(arr, target):
    lo, hi = 0, len(arr) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if arr[mid] == target:
            return mid, steps
        elif arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps

def lower_bound(arr, target):
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo

def search_rec(arr, target, lo=0, hi=None):
    if hi is None:
        hi = len(arr) - 1
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if arr[mid] == target:
        return mid
    if arr[mid] < target:
        return search_rec(arr, target, mid + 1, hi)
    return search_rec(arr, target, lo, mid - 1)

data = list(range(0, 200, 3))
for t in [0, 3, 99, 100, 197, 198, -5]:
    print(t, binary_search(data, t), search_rec(data, t), lower_bound(data, t))
dups = [1, 2, 2, 2, 3, 5, 5, 8]
print([lower_bound(dups, x) for x in range(10)])
def isqrt(n):
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo
print([isqrt(n) for n in [0, 1, 15, 16, 17, 10 ** 12, 2 ** 100]])
