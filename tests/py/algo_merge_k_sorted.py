# Merging k sorted lists: heapq.merge, manual heap and pairwise merge
import heapq
from typing import Iterable, Iterator, List


def merge_manual(lists: List[List[int]]) -> List[int]:
    heap = [(lst[0], i, 0) for i, lst in enumerate(lists) if lst]
    heapq.heapify(heap)
    out = []
    while heap:
        val, i, j = heapq.heappop(heap)
        out.append(val)
        if j + 1 < len(lists[i]):
            heapq.heappush(heap, (lists[i][j + 1], i, j + 1))
    return out


def merge_two(a, b):
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i]); i += 1
        else:
            out.append(b[j]); j += 1
    return out + a[i:] + b[j:]


def merge_pairwise(lists):
    while len(lists) > 1:
        lists = [merge_two(lists[i], lists[i + 1]) if i + 1 < len(lists) else lists[i]
                 for i in range(0, len(lists), 2)]
    return lists[0] if lists else []


def squares() -> Iterator[int]:
    n = 0
    while True:
        yield n * n
        n += 1


def take(n: int, it: Iterable[int]) -> List[int]:
    return [x for _, x in zip(range(n), it)]


lists = [[1, 4, 7, 10], [2, 5, 8], [0, 3, 6, 9, 12], [], [11]]
print(merge_manual(lists))
print(merge_pairwise(lists))
print(list(heapq.merge(*lists)))
print(merge_manual([]), merge_pairwise([]))
cubes = (n ** 3 for n in range(100))
print(take(12, heapq.merge(squares(), cubes)))
logs = [[(1, "a1"), (5, "a2")], [(2, "b1"), (3, "b2"), (9, "b3")], [(4, "c1")]]
for t, msg in heapq.merge(*logs):
    print(t, msg)
