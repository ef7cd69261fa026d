# heapq: nlargest/nsmallest with key, merge, and a priority-queue workflow
import heapq
nums = [5, 1, 8, 3, 9, 2, 8, 7]
print(heapq.nlargest(3, nums), heapq.nsmallest(3, nums), heapq.nlargest(0, nums), heapq.nsmallest(20, nums))
people = [("ann", 31), ("bob", 25), ("cat", 31), ("dan", 19)]
print(heapq.nlargest(2, people, key=lambda p: p[1]), heapq.nsmallest(2, people, key=lambda p: p[1]))
print(heapq.nlargest(2, "hello"), heapq.nsmallest(1, iter([4, 2, 6])), heapq.nlargest(1, []))
print(list(heapq.merge([1, 3, 5], [2, 4, 6], [0, 7])), list(heapq.merge()), list(heapq.merge([], [1])))
print(list(heapq.merge(["b", "d"], ["a", "c"], key=str.upper)), list(heapq.merge([5, 3], [4, 1], reverse=True)))
print(list(heapq.merge([(1, "x")], [(1, "a")])))
events = []
heapq.heappush(events, (5, 0, "late"))
heapq.heappush(events, (1, 1, "early"))
heapq.heappush(events, (3, 2, "mid"))
order = []
while events:
    t, _, name = heapq.heappop(events)
    order.append(name)
    if name == "early":
        heapq.heappush(events, (4, 3, "spawned"))
print(order)
def kth_smallest(matrix, k):
    h = [(row[0], i, 0) for i, row in enumerate(matrix)]
    heapq.heapify(h)
    for _ in range(k - 1):
        v, i, j = heapq.heappop(h)
        if j + 1 < len(matrix[i]):
            heapq.heappush(h, (matrix[i][j + 1], i, j + 1))
    return h[0][0]
print(kth_smallest([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 8))
