# heapq in use
import heapq
h = []
for v in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, v)
print(h[0], [heapq.heappop(h) for _ in range(3)], h[0])
data = [9, 4, 7, 1, 8, 2]
heapq.heapify(data)
print(data[0], sorted(data))
print(heapq.nlargest(3, [5, 1, 8, 3, 9]), heapq.nsmallest(2, [5, 1, 8, 3, 9]))
print(heapq.nlargest(2, ["bb", "a", "ccc"], key=len))
tasks = []
heapq.heappush(tasks, (2, "write"))
heapq.heappush(tasks, (1, "plan"))
heapq.heappush(tasks, (3, "test"))
heapq.heappush(tasks, (1, "coffee"))
while tasks:
    print(heapq.heappop(tasks))
print(heapq.heappushpop([1, 5], 3), heapq.heapreplace([1, 5], 3))
print(list(heapq.merge([1, 4, 7], [2, 3, 8])))
graph = {"a": [("b", 1), ("c", 4)], "b": [("c", 2), ("d", 5)], "c": [("d", 1)], "d": []}
dist = {"a": 0}
pq = [(0, "a")]
while pq:
    d, u = heapq.heappop(pq)
    if d > dist.get(u, float("inf")):
        continue
    for v, w in graph[u]:
        if d + w < dist.get(v, float("inf")):
            dist[v] = d + w
            heapq.heappush(pq, (d + w, v))
print(dist)
