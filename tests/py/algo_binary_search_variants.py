# Binary search variants: exact, first/last occurrence, lower/upper bound, rotated array
def binary_search(a, target):
    lo, hi = 0, len(a) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == target:
            return mid
        if a[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def first_occurrence(a, t):
    lo, hi, ans = 0, len(a) - 1, -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] >= t:
            if a[mid] == t:
                ans = mid
            hi = mid - 1
        else:
            lo = mid + 1
    return ans


def last_occurrence(a, t):
    lo, hi, ans = 0, len(a) - 1, -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] <= t:
            if a[mid] == t:
                ans = mid
            lo = mid + 1
        else:
            hi = mid - 1
    return ans


def search_rotated(a, t):
    lo, hi = 0, len(a) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == t:
            return mid
        if a[lo] <= a[mid]:
            if a[lo] <= t < a[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            if a[mid] < t <= a[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1


def isqrt_bs(n):
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo


a = [1, 2, 2, 2, 3, 5, 8, 8, 13, 21]
for t in (2, 8, 1, 21, 4, 0, 100):
    print(t, binary_search(a, t), first_occurrence(a, t), last_occurrence(a, t))
r = [15, 18, 22, 3, 5, 7, 9, 11]
print([search_rotated(r, t) for t in (15, 3, 11, 22, 4)])
print([isqrt_bs(n) for n in (0, 1, 15, 16, 17, 99, 100, 10**12, 2**64)])
