# Connected components with DFS, and counting islands
def components(n, edges):
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    seen = [False] * n
    comps = []
    for s in range(n):
        if seen[s]:
            continue
        stack, comp = [s], []
        seen[s] = True
        while stack:
            u = stack.pop()
            comp.append(u)
            for v in adj[u]:
                if not seen[v]:
                    seen[v] = True
                    stack.append(v)
        comps.append(sorted(comp))
    return comps


comps = components(10, [(0, 1), (1, 2), (3, 4), (5, 6), (6, 7), (7, 5), (9, 2)])
print(len(comps), "components")
for c in comps:
    print(" ", c)
sizes = sorted(map(len, comps), reverse=True)
print("sizes:", sizes)
print("largest:", max(comps, key=len))
print("singletons:", [c[0] for c in comps if len(c) == 1])
