# Bridges and articulation points in an undirected graph (Tarjan low-link)
from collections import defaultdict


def critical(n, edges):
    adj = defaultdict(list)
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    disc, low = [-1] * n, [0] * n
    bridges, points = [], set()
    timer = 0

    def dfs(u, parent):
        nonlocal timer
        disc[u] = low[u] = timer
        timer += 1
        children = 0
        for v in adj[u]:
            if disc[v] == -1:
                children += 1
                dfs(v, u)
                low[u] = min(low[u], low[v])
                if low[v] > disc[u]:
                    bridges.append(tuple(sorted((u, v))))
                if parent != -1 and low[v] >= disc[u]:
                    points.add(u)
            elif v != parent:
                low[u] = min(low[u], disc[v])
        if parent == -1 and children > 1:
            points.add(u)

    for u in range(n):
        if disc[u] == -1:
            dfs(u, -1)
    return sorted(bridges), points


cases = [
    (5, [(1, 0), (0, 2), (2, 1), (0, 3), (3, 4)]),
    (4, [(0, 1), (1, 2), (2, 3)]),
    (7, [(0, 1), (1, 2), (2, 0), (1, 3), (1, 4), (1, 6), (3, 5), (4, 5)]),
    (4, [(0, 1), (1, 2), (2, 3), (3, 0)]),
]
for n, edges in cases:
    b, p = critical(n, edges)
    print(f"n={n} bridges={b} articulation={p}")
