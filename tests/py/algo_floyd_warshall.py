# Floyd-Warshall all-pairs shortest paths with path reconstruction
INF = float("inf")


def floyd_warshall(n, edges):
    dist = [[INF] * n for _ in range(n)]
    nxt = [[None] * n for _ in range(n)]
    for i in range(n):
        dist[i][i] = 0
        nxt[i][i] = i
    for u, v, w in edges:
        dist[u][v] = w
        nxt[u][v] = v
    for k in range(n):
        for i in range(n):
            for j in range(n):
                if dist[i][k] + dist[k][j] < dist[i][j]:
                    dist[i][j] = dist[i][k] + dist[k][j]
                    nxt[i][j] = nxt[i][k]
    return dist, nxt


def path(nxt, u, v):
    if nxt[u][v] is None:
        return []
    p = [u]
    while u != v:
        u = nxt[u][v]
        p.append(u)
    return p


edges = [(0, 1, 3), (0, 2, 8), (0, 4, -4), (1, 3, 1), (1, 4, 7),
         (2, 1, 4), (3, 0, 2), (3, 2, -5), (4, 3, 6)]
dist, nxt = floyd_warshall(5, edges)
print("     " + "".join(f"{j:>5}" for j in range(5)))
for i, row in enumerate(dist):
    print(f"{i:>5}" + "".join(f"{x:>5}" for x in row))
for u, v in [(0, 2), (2, 4), (4, 1), (1, 0)]:
    print(u, "->", v, path(nxt, u, v), dist[u][v])
dist2, nxt2 = floyd_warshall(3, [(0, 1, 2)])
print(dist2)
print(path(nxt2, 1, 0))
