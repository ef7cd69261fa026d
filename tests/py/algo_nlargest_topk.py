# Top-k with heapq.nlargest/nsmallest and a bounded min-heap
import heapq
from collections import Counter

sales = {"north": 1200.5, "south": 980.0, "east": 1500.25, "west": 700.75,
         "central": 1500.25, "coast": 300.0, "hills": 1100.0}
print(heapq.nlargest(3, sales, key=sales.get))
print(heapq.nsmallest(2, sales.items(), key=lambda kv: kv[1]))
print(heapq.nlargest(3, sales.values()))
print(heapq.nlargest(0, [1, 2]), heapq.nsmallest(10, [3, 1, 2]))


def top_k_stream(stream, k):
    heap = []
    for x in stream:
        if len(heap) < k:
            heapq.heappush(heap, x)
        elif x > heap[0]:
            heapq.heapreplace(heap, x)
    return sorted(heap, reverse=True)


nums = [(i * 7919) % 1000 for i in range(200)]
print(top_k_stream(nums, 5))
print(heapq.nlargest(5, nums))
print(heapq.nsmallest(5, nums))

text = """it was the best of times it was the worst of times it was the age of wisdom
it was the age of foolishness it was the epoch of belief"""
words = Counter(text.split())
print(words.most_common(4))
print(heapq.nlargest(4, words.items(), key=lambda kv: (kv[1], kv[0])))


def kth_smallest_matrix(m, k):
    heap = [(row[0], r, 0) for r, row in enumerate(m)]
    heapq.heapify(heap)
    for _ in range(k - 1):
        val, r, c = heapq.heappop(heap)
        if c + 1 < len(m[r]):
            heapq.heappush(heap, (m[r][c + 1], r, c + 1))
    return heap[0][0]


mat = [[1, 5, 9], [10, 11, 13], [12, 13, 15]]
print([kth_smallest_matrix(mat, k) for k in range(1, 10)])
