# Maximum flow with Edmonds-Karp (BFS augmenting paths) and the min cut
from collections import deque


def edmonds_karp(capacity, s, t):
    n = len(capacity)
    flow = [[0] * n for _ in range(n)]
    total = 0
    paths = []
    while True:
        parent = [-1] * n
        parent[s] = s
        q = deque([s])
        while q and parent[t] == -1:
            u = q.popleft()
            for v in range(n):
                if parent[v] == -1 and capacity[u][v] - flow[u][v] > 0:
                    parent[v] = u
                    q.append(v)
        if parent[t] == -1:
            break
        v, bottleneck, path = t, float("inf"), [t]
        while v != s:
            u = parent[v]
            bottleneck = min(bottleneck, capacity[u][v] - flow[u][v])
            v = u
            path.append(v)
        v = t
        while v != s:
            u = parent[v]
            flow[u][v] += bottleneck
            flow[v][u] -= bottleneck
            v = u
        total += bottleneck
        paths.append((path[::-1], bottleneck))
    reach = {s}
    q = deque([s])
    while q:
        u = q.popleft()
        for v in range(n):
            if v not in reach and capacity[u][v] - flow[u][v] > 0:
                reach.add(v)
                q.append(v)
    cut = [(u, v) for u in sorted(reach) for v in range(n) if v not in reach and capacity[u][v]]
    return total, paths, cut


cap = [
    [0, 16, 13, 0, 0, 0],
    [0, 0, 10, 12, 0, 0],
    [0, 4, 0, 0, 14, 0],
    [0, 0, 9, 0, 0, 20],
    [0, 0, 0, 7, 0, 4],
    [0, 0, 0, 0, 0, 0],
]
total, paths, cut = edmonds_karp(cap, 0, 5)
for p, b in paths:
    print(" -> ".join(map(str, p)), "push", b)
print("max flow:", total)
print("min cut:", cut, sum(cap[u][v] for u, v in cut))
