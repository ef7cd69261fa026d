# DFS recursive and iterative on a graph, with discovery/finish times
def dfs_recursive(graph, node, visited=None, order=None):
    if visited is None:
        visited = set()
        order = []
    visited.add(node)
    order.append(node)
    for nb in graph[node]:
        if nb not in visited:
            dfs_recursive(graph, nb, visited, order)
    return order


def dfs_iterative(graph, start):
    visited, stack, order = set(), [start], []
    while stack:
        node = stack.pop()
        if node in visited:
            continue
        visited.add(node)
        order.append(node)
        for nb in reversed(graph[node]):
            if nb not in visited:
                stack.append(nb)
    return order


def times(graph):
    t = 0
    disc, fin = {}, {}

    def visit(u):
        nonlocal t
        t += 1
        disc[u] = t
        for v in graph[u]:
            if v not in disc:
                visit(v)
        t += 1
        fin[u] = t

    for u in graph:
        if u not in disc:
            visit(u)
    return disc, fin


g = {1: [2, 3], 2: [4], 3: [4, 5], 4: [6], 5: [6], 6: [], 7: [5]}
print("recursive:", dfs_recursive(g, 1))
print("iterative:", dfs_iterative(g, 1))
disc, fin = times(g)
for u in g:
    print(f"node {u}: discovered {disc[u]:2d}, finished {fin[u]:2d}")
print("same order:", dfs_recursive(g, 1) == dfs_iterative(g, 1))
