# Topological sort with Kahn's algorithm (lexicographically smallest) and cycle error
import heapq
from collections import defaultdict


class CycleError(Exception):
    pass


def kahn(tasks, deps):
    """deps: list of (before, after)."""
    indeg = {t: 0 for t in tasks}
    out = defaultdict(list)
    for a, b in deps:
        out[a].append(b)
        indeg[b] += 1
    heap = [t for t, d in indeg.items() if d == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        t = heapq.heappop(heap)
        order.append(t)
        for nb in out[t]:
            indeg[nb] -= 1
            if indeg[nb] == 0:
                heapq.heappush(heap, nb)
    if len(order) != len(tasks):
        stuck = sorted(t for t, d in indeg.items() if d > 0)
        raise CycleError(f"cycle among {stuck}")
    return order


tasks = ["wake", "shower", "dress", "coffee", "breakfast", "leave", "brush"]
deps = [("wake", "shower"), ("wake", "coffee"), ("shower", "dress"),
        ("coffee", "breakfast"), ("breakfast", "brush"), ("dress", "leave"),
        ("brush", "leave")]
order = kahn(tasks, deps)
for i, t in enumerate(order, 1):
    print(i, t)
print(kahn(list(range(6)), [(5, 2), (5, 0), (4, 0), (4, 1), (2, 3), (3, 1)]))
try:
    kahn(["a", "b", "c", "d"], [("a", "b"), ("b", "c"), ("c", "b"), ("c", "d")])
except CycleError as e:
    print(type(e).__name__, e)
