# Dependency resolution with topological sort and cycle detection
deps = {
    "app": ["web", "db", "auth"],
    "web": ["http", "templates"],
    "auth": ["db", "crypto"],
    "db": ["driver"],
    "templates": [],
    "http": ["sockets"],
    "crypto": [],
    "driver": ["sockets"],
    "sockets": [],
}
def topo_kahn(graph):
    indeg = {n: 0 for n in graph}
    for n, ds in graph.items():
        for d in ds:
            indeg[n] += 1
    users = {n: [] for n in graph}
    for n, ds in graph.items():
        for d in ds:
            users[d].append(n)
    ready = sorted(n for n, k in indeg.items() if k == 0)
    order = []
    while ready:
        n = ready.pop(0)
        order.append(n)
        for u in users[n]:
            indeg[u] -= 1
            if indeg[u] == 0:
                ready.append(u)
                ready.sort()
    if len(order) != len(graph):
        raise ValueError("cycle detected")
    return order
def topo_dfs(graph):
    state, order = {}, []
    def visit(n, path):
        if state.get(n) == "done":
            return
        if state.get(n) == "active":
            raise ValueError("cycle: " + " -> ".join(path + [n]))
        state[n] = "active"
        for d in graph[n]:
            visit(d, path + [n])
        state[n] = "done"
        order.append(n)
    for n in graph:
        visit(n, [])
    return order
print(topo_kahn(deps))
print(topo_dfs(deps))
order = topo_dfs(deps)
print(all(order.index(d) < order.index(n) for n in deps for d in deps[n]))
cyclic = {"a": ["b"], "b": ["c"], "c": ["a"], "d": []}
for fn in (topo_kahn, topo_dfs):
    try:
        fn(cyclic)
    except ValueError as e:
        print(fn.__name__, "ValueError:", e)
levels = {}
for n in topo_dfs(deps):
    levels[n] = 1 + max((levels[d] for d in deps[n]), default=-1)
print(levels)
