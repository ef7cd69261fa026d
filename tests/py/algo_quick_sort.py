# Quicksort: Lomuto, Hoare, three-way partition and quickselect
def lomuto_sort(a, lo=0, hi=None):
    if hi is None:
        hi = len(a) - 1
    if lo < hi:
        pivot, i = a[hi], lo
        for j in range(lo, hi):
            if a[j] <= pivot:
                a[i], a[j] = a[j], a[i]
                i += 1
        a[i], a[hi] = a[hi], a[i]
        lomuto_sort(a, lo, i - 1)
        lomuto_sort(a, i + 1, hi)
    return a


def hoare_sort(a, lo=0, hi=None):
    if hi is None:
        hi = len(a) - 1
    if lo >= hi:
        return a
    pivot = a[(lo + hi) // 2]
    i, j = lo - 1, hi + 1
    while True:
        i += 1
        while a[i] < pivot:
            i += 1
        j -= 1
        while a[j] > pivot:
            j -= 1
        if i >= j:
            break
        a[i], a[j] = a[j], a[i]
    hoare_sort(a, lo, j)
    hoare_sort(a, j + 1, hi)
    return a


def quick3(a):
    if len(a) <= 1:
        return a
    p = a[len(a) // 2]
    return quick3([x for x in a if x < p]) + [x for x in a if x == p] + quick3([x for x in a if x > p])


def quickselect(a, k):
    p = a[len(a) // 2]
    lows = [x for x in a if x < p]
    highs = [x for x in a if x > p]
    pivots = len(a) - len(lows) - len(highs)
    if k < len(lows):
        return quickselect(lows, k)
    if k < len(lows) + pivots:
        return p
    return quickselect(highs, k - len(lows) - pivots)


data = [3, 6, 8, 10, 1, 2, 1, 9, 4, 7, 5, 5, 0]
print(lomuto_sort(data[:]))
print(hoare_sort(data[:]))
print(quick3(data[:]))
print(all(f(data[:]) == sorted(data) for f in (lomuto_sort, hoare_sort, quick3)))
print([quickselect(data, k) for k in range(len(data))])
print("median:", quickselect(data, len(data) // 2))
words = "the quick brown fox jumps over the lazy dog".split()
print(quick3(words))
print(hoare_sort([2.5, -1.0, 3.25, 0.0, -7.5]))
