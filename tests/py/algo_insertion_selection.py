# Insertion, selection and bubble sort with comparison/swap counters
class Counter:
    def __init__(self):
        self.comparisons = 0
        self.swaps = 0

    def __str__(self):
        return f"comparisons={self.comparisons} swaps={self.swaps}"


def insertion_sort(a, stats):
    a = a[:]
    for i in range(1, len(a)):
        key, j = a[i], i - 1
        while j >= 0:
            stats.comparisons += 1
            if a[j] <= key:
                break
            a[j + 1] = a[j]
            stats.swaps += 1
            j -= 1
        a[j + 1] = key
    return a


def selection_sort(a, stats):
    a = a[:]
    for i in range(len(a)):
        m = i
        for j in range(i + 1, len(a)):
            stats.comparisons += 1
            if a[j] < a[m]:
                m = j
        if m != i:
            a[i], a[m] = a[m], a[i]
            stats.swaps += 1
    return a


def bubble_sort(a, stats):
    a = a[:]
    for n in range(len(a) - 1, 0, -1):
        swapped = False
        for i in range(n):
            stats.comparisons += 1
            if a[i] > a[i + 1]:
                a[i], a[i + 1] = a[i + 1], a[i]
                stats.swaps += 1
                swapped = True
        if not swapped:
            break
    return a


inputs = {
    "random": [5, 2, 9, 1, 5, 6, 3, 8, 7, 4],
    "sorted": list(range(10)),
    "reversed": list(range(10, 0, -1)),
    "dups": [3, 1, 3, 1, 3, 1],
}
for name, data in inputs.items():
    print(f"-- {name}: {data}")
    for fn in (insertion_sort, selection_sort, bubble_sort):
        st = Counter()
        out = fn(data, st)
        assert out == sorted(data)
        print(f"  {fn.__name__:15} {st}")
