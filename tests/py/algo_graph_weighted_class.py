# A weighted graph class with __iter__/__contains__/__len__, Dijkstra, and a k-shortest-paths (Yen) search
import heapq
from itertools import count


class WeightedGraph:
    def __init__(self):
        self._adj = {}

    def add_edge(self, u, v, w):
        self._adj.setdefault(u, {})[v] = w
        self._adj.setdefault(v, {})

    def __iter__(self):
        return iter(sorted(self._adj))

    def __len__(self):
        return len(self._adj)

    def __contains__(self, node):
        return node in self._adj

    def edges(self):
        return sorted((u, v, w) for u, nbrs in self._adj.items() for v, w in nbrs.items())

    def shortest(self, s, t, banned_nodes=frozenset(), banned_edges=frozenset()):
        tie = count()
        heap = [(0, next(tie), s, (s,))]
        seen = set()
        while heap:
            d, _, u, path = heapq.heappop(heap)
            if u == t:
                return d, list(path)
            if u in seen:
                continue
            seen.add(u)
            for v, w in sorted(self._adj[u].items()):
                if v not in seen and v not in banned_nodes and (u, v) not in banned_edges:
                    heapq.heappush(heap, (d + w, next(tie), v, path + (v,)))
        return None

    def k_shortest(self, s, t, k):
        first = self.shortest(s, t)
        if not first:
            return []
        paths, candidates = [first], []
        for _ in range(k - 1):
            last = paths[-1][1]
            for i in range(len(last) - 1):
                root = last[:i + 1]
                banned_edges = {(p[1][i], p[1][i + 1]) for p in paths if p[1][:i + 1] == root}
                spur = self.shortest(root[-1], t, frozenset(root[:-1]), frozenset(banned_edges))
                if spur:
                    cost = sum(self._adj[a][b] for a, b in zip(root, root[1:])) + spur[0]
                    cand = (cost, root[:-1] + spur[1])
                    if cand not in candidates and cand not in paths:
                        candidates.append(cand)
            if not candidates:
                break
            candidates.sort()
            paths.append(candidates.pop(0))
        return paths


g = WeightedGraph()
for u, v, w in [("C", "D", 3), ("C", "E", 2), ("D", "F", 4), ("E", "D", 1), ("E", "F", 2), ("E", "G", 3),
                ("F", "G", 2), ("F", "H", 1), ("G", "H", 2)]:
    g.add_edge(u, v, w)
print(list(g), len(g), "C" in g, "Z" in g)
print(g.edges()[:4])
print(g.shortest("C", "H"))
for cost, path in g.k_shortest("C", "H", 4):
    print(cost, "-".join(path))
print(g.shortest("H", "C"))
