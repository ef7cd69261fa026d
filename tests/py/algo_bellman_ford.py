# Bellman-Ford with negative edges and negative cycle detection
def bellman_ford(n, edges, src):
    INF = float("inf")
    dist = [INF] * n
    dist[src] = 0
    for _ in range(n - 1):
        changed = False
        for u, v, w in edges:
            if dist[u] != INF and dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                changed = True
        if not changed:
            break
    for u, v, w in edges:
        if dist[u] != INF and dist[u] + w < dist[v]:
            raise ValueError("graph contains a negative-weight cycle")
    return dist


edges = [
    (0, 1, 6), (0, 2, 7), (1, 2, 8), (1, 3, 5), (1, 4, -4),
    (2, 3, -3), (2, 4, 9), (3, 1, -2), (4, 0, 2), (4, 3, 7),
]
print(bellman_ford(5, edges, 0))
print(bellman_ford(6, edges, 0))

bad = edges + [(3, 2, 1)]
try:
    bellman_ford(5, bad, 0)
except ValueError as e:
    print("error:", e)

for src in range(5):
    d = bellman_ford(5, edges, src)
    print(src, " ".join(f"{x:>3}" for x in d))
