# Strongly connected components: Tarjan's algorithm and Kosaraju's, condensation DAG
import sys

sys.setrecursionlimit(5000)


def tarjan(graph):
    index, low, on_stack, stack, sccs = {}, {}, set(), [], []
    counter = [0]

    def strong(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            sccs.append(sorted(comp))

    for v in graph:
        if v not in index:
            strong(v)
    return sccs


def kosaraju(graph):
    order, seen = [], set()

    def dfs1(v):
        seen.add(v)
        for w in graph[v]:
            if w not in seen:
                dfs1(w)
        order.append(v)

    for v in graph:
        if v not in seen:
            dfs1(v)
    rev = {v: [] for v in graph}
    for v in graph:
        for w in graph[v]:
            rev[w].append(v)
    seen.clear()
    comps = []
    for v in reversed(order):
        if v not in seen:
            stack, comp = [v], []
            seen.add(v)
            while stack:
                x = stack.pop()
                comp.append(x)
                for y in rev[x]:
                    if y not in seen:
                        seen.add(y)
                        stack.append(y)
            comps.append(sorted(comp))
    return comps


g = {0: [1], 1: [2], 2: [0, 3], 3: [4], 4: [5, 7], 5: [6], 6: [4, 7], 7: [], 8: [7, 8]}
t = tarjan(g)
k = kosaraju(g)
print(t)
print(k)
print(sorted(t) == sorted(k))
comp_of = {v: i for i, c in enumerate(sorted(t)) for v in c}
dag = sorted({(comp_of[u], comp_of[v]) for u in g for v in g[u] if comp_of[u] != comp_of[v]})
print(dag)
