# Heap sort with a hand-written sift-down, compared with heapq
import heapq


def sift_down(a, start, end):
    root = start
    while 2 * root + 1 <= end:
        child = 2 * root + 1
        if child + 1 <= end and a[child] < a[child + 1]:
            child += 1
        if a[root] < a[child]:
            a[root], a[child] = a[child], a[root]
            root = child
        else:
            return


def heap_sort(a):
    a = list(a)
    n = len(a)
    for start in range(n // 2 - 1, -1, -1):
        sift_down(a, start, n - 1)
    for end in range(n - 1, 0, -1):
        a[0], a[end] = a[end], a[0]
        sift_down(a, 0, end - 1)
    return a


def heapq_sort(iterable):
    h = []
    for x in iterable:
        heapq.heappush(h, x)
    return [heapq.heappop(h) for _ in range(len(h))]


data = [12, 11, 13, 5, 6, 7, 0, -4, 99, 13, 1]
print(heap_sort(data))
print(heapq_sort(data))
print(heap_sort(data) == heapq_sort(data) == sorted(data))
h = data[:]
heapq.heapify(h)
print("heap:", h)
print("is heap:", all(h[i] <= h[c] for i in range(len(h)) for c in (2 * i + 1, 2 * i + 2) if c < len(h)))
print(heap_sort("heapsort"))
print(heap_sort([(2, "b"), (1, "z"), (2, "a"), (1, "a")]))
print(heapq.nsmallest(3, data), heapq.nlargest(3, data))
