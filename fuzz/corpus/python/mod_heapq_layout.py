# heapq: the heap list has CPython's exact layout
import heapq
h = []
for v in [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]:
    heapq.heappush(h, v)
    print(h)
print([heapq.heappop(h) for _ in range(4)], h)
data = [15, 3, 9, 1, 12, 7, 4, 8, 2, 11, 6]
heapq.heapify(data)
print(data)
print(heapq.heapreplace(data, 10), data)
print(heapq.heappushpop(data, 0), heapq.heappushpop(data, 5), data)
t = [(3, "c"), (1, "a"), (2, "b"), (1, "0")]
heapq.heapify(t)
print(t, heapq.heappop(t), t)
mx = [-x for x in [3, 1, 4, 1, 5]]
heapq.heapify(mx)
print([-heapq.heappop(mx) for _ in range(3)])
s = ["pear", "fig", "apple", "kiwi"]
heapq.heapify(s)
print(s, heapq.nsmallest(2, s), heapq.nlargest(1, s))
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError:", e)
