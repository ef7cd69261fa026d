# cpython: same
# benign control: heapq and bisect
import heapq, bisect
h = [5, 1, 4, 2]
heapq.heapify(h)
print([heapq.heappop(h) for _ in range(4)], heapq.nlargest(2, [3, 9, 1, 7]))
a = [1, 3, 5, 7]
bisect.insort(a, 4)
print(a, bisect.bisect_left(a, 5), bisect.bisect_right(a, 5))
