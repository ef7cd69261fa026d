import heapq
from collections import deque, defaultdict
edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11), ("E", "F", 20), ("G", "H", 1)]
graph = defaultdict(dict)
for a, b, w in edges:
    graph[a][b] = w
    graph[b][a] = w
def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in sorted(graph[u].items()):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev
def path(prev, dst):
    out = [dst]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]
dist, prev = dijkstra("A")
for node in sorted(graph):
    if node in dist:
        print(f"A -> {node}: {dist[node]:>3} via {' -> '.join(path(prev, node))}")
    else:
        print(f"A -> {node}: unreachable")
def bfs_levels(src):
    seen = {src: 0}
    q = deque([src])
    while q:
        u = q.popleft()
        for v in sorted(graph[u]):
            if v not in seen:
                seen[v] = seen[u] + 1
                q.append(v)
    return seen
print(bfs_levels("A"))
def components():
    seen, comps = set(), []
    for n in sorted(graph):
        if n in seen:
            continue
        stack, comp = [n], []
        while stack:
            u = stack.pop()
            if u in seen:
                continue
            seen.add(u)
            comp.append(u)
            stack.extend(sorted(graph[u], reverse=True))
        comps.append(comp)
    return comps
print(components())
print(float("inf") > 10**100, min(dist.values()), max(dist, key=dist.get))
