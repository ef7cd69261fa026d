# cpython: same
# args: --max-memory 32M --timeout 2
# heapq.nlargest with a huge n
import heapq
print(len(heapq.nlargest(10 ** 12, range(10))))
