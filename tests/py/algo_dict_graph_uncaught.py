# Dijkstra on a dict graph where a node is missing: ends with an uncaught KeyError
import heapq

roads = {
    "home": {"school": 4, "park": 2},
    "park": {"school": 1, "mall": 7},
    "school": {"library": 3},
    "library": {"mall": 1},
    "mall": {},
}


def shortest(graph, start, goal):
    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        d, node = heapq.heappop(heap)
        if node == goal:
            return d
        if d > dist[node]:
            continue
        for nb, w in graph[node].items():
            nd = d + w
            if nd < dist.get(nb, float("inf")):
                dist[nb] = nd
                heapq.heappush(heap, (nd, nb))
    return None


print(shortest(roads, "home", "mall"))
print(shortest(roads, "home", "library"))
print(shortest(roads, "mall", "home"))
roads["library"]["museum"] = 2
print(shortest(roads, "home", "museum"))
print(shortest(roads, "home", "stadium"))
