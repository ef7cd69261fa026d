# a Graph class: adjacency sets, BFS shortest path, DFS, connected components, cycle detection
from collections import deque

class Graph:
    def __init__(self, directed=False):
        self.directed = directed
        self.adj = {}

    def add_edge(self, a, b):
        self.adj.setdefault(a, set()).add(b)
        self.adj.setdefault(b, set())
        if not self.directed:
            self.adj[b].add(a)

    def __contains__(self, node):
        return node in self.adj

    def __len__(self):
        return len(self.adj)

    def neighbors(self, n):
        return sorted(self.adj[n])

    def shortest_path(self, start, goal):
        prev = {start: None}
        q = deque([start])
        while q:
            node = q.popleft()
            if node == goal:
                path = []
                while node is not None:
                    path.append(node)
                    node = prev[node]
                return path[::-1]
            for nb in self.neighbors(node):
                if nb not in prev:
                    prev[nb] = node
                    q.append(nb)
        return None

    def dfs(self, start, seen=None):
        seen = seen if seen is not None else []
        seen.append(start)
        for nb in self.neighbors(start):
            if nb not in seen:
                self.dfs(nb, seen)
        return seen

    def components(self):
        done, comps = set(), []
        for n in sorted(self.adj):
            if n not in done:
                comp = self.dfs(n)
                done.update(comp)
                comps.append(sorted(comp))
        return comps

    def has_cycle(self):
        color = {n: 0 for n in self.adj}
        def visit(n):
            color[n] = 1
            for nb in self.neighbors(n):
                if color[nb] == 1 or (color[nb] == 0 and visit(nb)):
                    return True
            color[n] = 2
            return False
        return any(color[n] == 0 and visit(n) for n in sorted(self.adj))

g = Graph()
for a, b in [("a", "b"), ("b", "c"), ("c", "d"), ("a", "e"), ("x", "y")]:
    g.add_edge(a, b)
print(len(g), "a" in g, "z" in g, g.neighbors("a"))
print(g.shortest_path("e", "d"), g.shortest_path("a", "y"))
print(g.dfs("a"), g.components())
dag = Graph(directed=True)
for a, b in [(1, 2), (2, 3), (1, 3), (3, 4)]:
    dag.add_edge(a, b)
print(dag.has_cycle(), dag.shortest_path(1, 4), dag.shortest_path(4, 1))
dag.add_edge(4, 1)
print(dag.has_cycle())
