# Dijkstra's shortest paths with heapq and path reconstruction
import heapq
from typing import Dict, List, Tuple

Graph = Dict[str, List[Tuple[str, int]]]


def dijkstra(graph: Graph, source: str):
    dist = {node: float("inf") for node in graph}
    prev = {node: None for node in graph}
    dist[source] = 0
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in graph[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                prev[v] = u
                heapq.heappush(heap, (nd, v))
    return dist, prev


def path_to(prev, target):
    path = []
    while target is not None:
        path.append(target)
        target = prev[target]
    return list(reversed(path))


graph: Graph = {
    "s": [("a", 7), ("b", 2), ("c", 3)],
    "a": [("d", 4), ("b", 3)],
    "b": [("a", 3), ("d", 4), ("h", 1)],
    "c": [("l", 2)],
    "d": [("f", 5)],
    "e": [("g", 2), ("k", 5)],
    "f": [],
    "g": [("e", 2)],
    "h": [("f", 3), ("g", 2)],
    "i": [("j", 6), ("k", 4)],
    "j": [("l", 4), ("i", 6)],
    "k": [("e", 5), ("i", 4)],
    "l": [("i", 4), ("j", 4)],
    "z": [],
}

if __name__ == "__main__":
    dist, prev = dijkstra(graph, "s")
    for node in sorted(graph):
        if dist[node] == float("inf"):
            print(f"{node}: unreachable ({dist[node]})")
        else:
            print(f"{node}: {dist[node]:>2}  via {' -> '.join(path_to(prev, node))}")
