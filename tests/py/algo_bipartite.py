# Bipartite check with BFS 2-colouring
from collections import deque


def two_color(adj):
    color = {}
    for start in sorted(adj):
        if start in color:
            continue
        color[start] = 0
        q = deque([start])
        while q:
            u = q.popleft()
            for v in adj[u]:
                if v not in color:
                    color[v] = 1 - color[u]
                    q.append(v)
                elif color[v] == color[u]:
                    return None, (u, v)
    return color, None


def make_adj(edges):
    adj = {}
    for u, v in edges:
        adj.setdefault(u, set()).add(v)
        adj.setdefault(v, set()).add(u)
    return {k: sorted(vs) for k, vs in adj.items()}


cases = [
    ("square", [(1, 2), (2, 3), (3, 4), (4, 1)]),
    ("triangle", [(1, 2), (2, 3), (3, 1)]),
    ("tree", [(1, 2), (1, 3), (2, 4), (2, 5), (3, 6)]),
    ("pentagon", [(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)]),
    ("two parts", [(1, 2), (3, 4), (4, 5)]),
]
for name, edges in cases:
    color, conflict = two_color(make_adj(edges))
    if color is None:
        print(f"{name}: not bipartite, conflict on edge {conflict}")
    else:
        left = sorted(k for k, c in color.items() if c == 0)
        right = sorted(k for k, c in color.items() if c == 1)
        print(f"{name}: bipartite {left} | {right}")
