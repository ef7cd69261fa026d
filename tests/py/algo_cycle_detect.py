# Cycle detection in directed and undirected graphs
def has_cycle_directed(graph):
    state = {}

    def dfs(u):
        state[u] = "visiting"
        for v in graph.get(u, ()):
            s = state.get(v)
            if s == "visiting":
                return True
            if s is None and dfs(v):
                return True
        state[u] = "done"
        return False

    return any(state.get(u) is None and dfs(u) for u in graph)


def has_cycle_undirected(n, edges):
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            x = parent[x]
        return x

    for u, v in edges:
        a, b = find(u), find(v)
        if a == b:
            return (u, v)
        parent[a] = b
    return None


tests = {
    "dag": {1: [2, 3], 2: [4], 3: [4], 4: []},
    "loop": {1: [2], 2: [3], 3: [1]},
    "self": {1: [1]},
    "empty": {},
    "forest": {1: [2], 3: [4], 4: [5], 5: [3]},
}
for name, g in tests.items():
    print(f"{name:>6}: {has_cycle_directed(g)}")

print(has_cycle_undirected(4, [(0, 1), (1, 2), (2, 3)]))
print(has_cycle_undirected(4, [(0, 1), (1, 2), (2, 0), (2, 3)]))
print(has_cycle_undirected(5, [(0, 1), (3, 4), (1, 3), (4, 0)]))
