# Prim's MST using heapq on an adjacency list
import heapq
from collections import defaultdict


def prim(adj, start):
    visited = {start}
    heap = [(w, start, v) for v, w in adj[start]]
    heapq.heapify(heap)
    tree = []
    while heap and len(visited) < len(adj):
        w, u, v = heapq.heappop(heap)
        if v in visited:
            continue
        visited.add(v)
        tree.append((u, v, w))
        for nxt, w2 in adj[v]:
            if nxt not in visited:
                heapq.heappush(heap, (w2, v, nxt))
    return tree


edges = [(0, 1, 4), (0, 7, 8), (1, 2, 8), (1, 7, 11), (2, 3, 7), (2, 8, 2),
         (2, 5, 4), (3, 4, 9), (3, 5, 14), (4, 5, 10), (5, 6, 2), (6, 7, 1),
         (6, 8, 6), (7, 8, 7)]
adj = defaultdict(list)
for u, v, w in edges:
    adj[u].append((v, w))
    adj[v].append((u, w))

for start in (0, 4):
    tree = prim(adj, start)
    print(f"start {start}:")
    for u, v, w in tree:
        print(f"  {u} - {v}  ({w})")
    print("  total =", sum(w for _, _, w in tree))
