# Topological sort via DFS post-order with three-colour cycle detection
WHITE, GRAY, BLACK = 0, 1, 2


def topo_sort(graph):
    color = {u: WHITE for u in graph}
    order = []

    def visit(u, stack):
        color[u] = GRAY
        for v in graph[u]:
            if color[v] == GRAY:
                cycle = stack[stack.index(v):] + [v]
                raise RuntimeError("cycle: " + " -> ".join(cycle))
            if color[v] == WHITE:
                visit(v, stack + [v])
        color[u] = BLACK
        order.append(u)

    for u in graph:
        if color[u] == WHITE:
            visit(u, [u])
    return order[::-1]


courses = {
    "calc1": ["calc2"],
    "calc2": ["diffeq", "linalg"],
    "intro": ["ds", "calc1"],
    "ds": ["algo"],
    "algo": ["ml"],
    "linalg": ["ml"],
    "diffeq": [],
    "ml": [],
}
order = topo_sort(courses)
print(order)
pos = {c: i for i, c in enumerate(order)}
print(all(pos[a] < pos[b] for a in courses for b in courses[a]))
courses["ml"].append("intro")
try:
    topo_sort(courses)
except RuntimeError as e:
    print(e)
