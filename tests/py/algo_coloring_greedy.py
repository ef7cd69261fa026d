# Graph colouring: greedy by degree order (Welsh-Powell) and exact backtracking chromatic number
def greedy_color(adj):
    order = sorted(adj, key=lambda v: (-len(adj[v]), v))
    color = {}
    for v in order:
        used = {color[u] for u in adj[v] if u in color}
        color[v] = next(c for c in range(len(adj)) if c not in used)
    return color


def chromatic_number(adj):
    nodes = sorted(adj)

    def can(k):
        color = {}

        def bt(i):
            if i == len(nodes):
                return True
            v = nodes[i]
            for c in range(k):
                if all(color.get(u) != c for u in adj[v]):
                    color[v] = c
                    if bt(i + 1):
                        return True
                    del color[v]
            return False

        return bt(0)

    k = 1
    while not can(k):
        k += 1
    return k


def build(edges):
    adj = {}
    for u, v in edges:
        adj.setdefault(u, set()).add(v)
        adj.setdefault(v, set()).add(u)
    return adj


petersen = build([(i, (i + 1) % 5) for i in range(5)] + [(i, i + 5) for i in range(5)] +
                 [(5 + i, 5 + (i + 2) % 5) for i in range(5)])
wheel = build([(0, i) for i in range(1, 6)] + [(i, i % 5 + 1) for i in range(1, 6)])
k4 = build([(a, b) for a in range(4) for b in range(a + 1, 4)])
regions = build([("WA", "NT"), ("WA", "SA"), ("NT", "SA"), ("NT", "Q"), ("SA", "Q"),
                 ("SA", "NSW"), ("SA", "V"), ("Q", "NSW"), ("NSW", "V")])
for name, g in [("petersen", petersen), ("wheel", wheel), ("K4", k4), ("australia", regions)]:
    col = greedy_color(g)
    ok = all(col[u] != col[v] for u in g for v in g[u])
    print(f"{name}: greedy uses {max(col.values()) + 1}, exact {chromatic_number(g)}, valid={ok}")
print(sorted(greedy_color(regions).items()))
