# shortest paths with heapq on a random weighted graph
import heapq
import random


def make_graph(n, edges_per_node, rng):
    graph = [[] for _ in range(n)]
    for u in range(n):
        for _ in range(edges_per_node):
            v = rng.randrange(n)
            w = rng.randint(1, 100)
            graph[u].append((v, w))
            graph[v].append((u, w))
    return graph


def dijkstra(graph, source):
    dist = [float("inf")] * len(graph)
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
                heapq.heappush(heap, (nd, v))
    return dist


def main():
    rng = random.Random(5)
    graph = make_graph(20_000, 3, rng)
    print("edges:", sum(len(adj) for adj in graph) // 2)
    for source in (0, 777, 19999):
        dist = dijkstra(graph, source)
        reachable = [d for d in dist if d != float("inf")]
        far = max(range(len(dist)), key=lambda v: (dist[v], -v))
        print(f"from {source}: {len(reachable)} reachable, mean {sum(reachable) / len(reachable):.3f}, "
              f"farthest {far} at {dist[far]}")
    top = heapq.nsmallest(5, range(len(graph)), key=lambda v: (-len(graph[v]), v))
    print("best connected:", [(v, len(graph[v])) for v in top])


if __name__ == "__main__":
    main()
