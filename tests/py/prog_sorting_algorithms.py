# Classic sorting algorithms implemented by hand
def bubble_sort(a):
    a = list(a)
    n = len(a)
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swapped = True
        if not swapped:
            break
    return a

def insertion_sort(a):
    a = list(a)
    for i in range(1, len(a)):
        key, j = a[i], i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a

def merge_sort(a):
    if len(a) <= 1:
        return list(a)
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i]); i += 1
        else:
            out.append(right[j]); j += 1
    return out + left[i:] + right[j:]

def quick_sort(a):
    if len(a) <= 1:
        return list(a)
    pivot = a[len(a) // 2]
    return quick_sort([x for x in a if x < pivot]) + [x for x in a if x == pivot] + quick_sort([x for x in a if x > pivot])

def counting_sort(a):
    if not a:
        return []
    lo = min(a)
    counts = [0] * (max(a) - lo + 1)
    for x in a:
        counts[x - lo] += 1
    return [i + lo for i, c in enumerate(counts) for _ in range(c)]

seed = 12345
data = []
for _ in range(30):
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    data.append(seed % 100 - 20)
print(data)
expected = sorted(data)
for fn in [bubble_sort, insertion_sort, merge_sort, quick_sort, counting_sort]:
    result = fn(data)
    print(f"{fn.__name__:<15} {result == expected} {result[:8]}")
print(merge_sort(["pear", "apple", "fig"]), quick_sort([3.5, -1.0, 2.25]), merge_sort([]))
