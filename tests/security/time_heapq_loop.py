# args: --timeout 0.5
# heap operations that never end
import heapq
h = []
i = 0
while True:
    heapq.heappush(h, i % 100)
    heapq.heappop(h)
    i += 1
