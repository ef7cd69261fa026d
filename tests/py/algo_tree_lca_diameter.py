# Trees: diameter by two BFS passes, LCA by binary lifting, subtree sizes, centroid
from collections import deque

edges = [(1, 2), (1, 3), (2, 4), (2, 5), (3, 6), (5, 7), (5, 8), (6, 9), (9, 10), (8, 11)]
n = 11
adj = {i: [] for i in range(1, n + 1)}
for u, v in edges:
    adj[u].append(v)
    adj[v].append(u)


def bfs(src):
    dist, parent = {src: 0}, {src: None}
    q = deque([src])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if v not in dist:
                dist[v], parent[v] = dist[u] + 1, u
                q.append(v)
    return dist, parent


d1, _ = bfs(1)
far = max(d1, key=lambda k: (d1[k], -k))
d2, par = bfs(far)
other = max(d2, key=lambda k: (d2[k], -k))
path = [other]
while par[path[-1]] is not None:
    path.append(par[path[-1]])
print("diameter", d2[other], "between", far, other, "path", path)

LOG = 4
depth, up0 = bfs(1)
up = [[up0[v] or v for v in range(n + 1) if v] ]
up = [{v: (up0[v] or v) for v in range(1, n + 1)}]
for k in range(1, LOG):
    up.append({v: up[k - 1][up[k - 1][v]] for v in range(1, n + 1)})


def lca(a, b):
    if depth[a] < depth[b]:
        a, b = b, a
    diff = depth[a] - depth[b]
    for k in range(LOG):
        if diff >> k & 1:
            a = up[k][a]
    if a == b:
        return a
    for k in range(LOG - 1, -1, -1):
        if up[k][a] != up[k][b]:
            a, b = up[k][a], up[k][b]
    return up[0][a]


for a, b in [(7, 8), (4, 11), (10, 7), (6, 3), (1, 11), (11, 11)]:
    c = lca(a, b)
    print(f"lca({a},{b}) = {c}  distance = {depth[a] + depth[b] - 2 * depth[c]}")
size = {}


def subtree(u, p):
    size[u] = 1 + sum(subtree(v, u) for v in adj[u] if v != p)
    return size[u]


subtree(1, None)
print(sorted(size.items()))
centroid = min(adj, key=lambda u: max([n - size[u]] + [size[v] for v in adj[u] if depth[v] > depth[u]]))
print("centroid", centroid)
