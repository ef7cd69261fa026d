# Kruskal's minimum spanning tree with union-find
from dataclasses import dataclass


@dataclass(order=True)
class Edge:
    weight: int
    u: str
    v: str


def kruskal(nodes, edges):
    parent = {n: n for n in nodes}

    def find(x):
        if parent[x] != x:
            parent[x] = find(parent[x])
        return parent[x]

    mst = []
    for e in sorted(edges):
        ru, rv = find(e.u), find(e.v)
        if ru != rv:
            parent[ru] = rv
            mst.append(e)
    return mst


nodes = "ABCDEFG"
raw = [("A", "B", 7), ("A", "D", 5), ("B", "C", 8), ("B", "D", 9), ("B", "E", 7),
       ("C", "E", 5), ("D", "E", 15), ("D", "F", 6), ("E", "F", 8), ("E", "G", 9),
       ("F", "G", 11)]
edges = [Edge(w, u, v) for u, v, w in raw]
mst = kruskal(nodes, edges)
for e in mst:
    print(e)
print("total weight:", sum(e.weight for e in mst))
print("edges used:", len(mst), "of", len(edges))
print(min(edges), max(edges))
