# A Graph dataclass with typed methods: degree stats, BFS tree, shortest path, all simple paths
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Dict, Iterator, List, Optional, Set


@dataclass
class Graph:
    directed: bool = False
    adj: Dict[str, Set[str]] = field(default_factory=dict)

    def add_edge(self, u: str, v: str) -> None:
        self.adj.setdefault(u, set()).add(v)
        self.adj.setdefault(v, set())
        if not self.directed:
            self.adj[v].add(u)

    def neighbors(self, u: str) -> List[str]:
        return sorted(self.adj[u])

    def degree(self) -> Dict[str, int]:
        return {u: len(vs) for u, vs in sorted(self.adj.items())}

    def bfs_path(self, s: str, t: str) -> Optional[List[str]]:
        prev: Dict[str, Optional[str]] = {s: None}
        q = deque([s])
        while q:
            u = q.popleft()
            for v in self.neighbors(u):
                if v not in prev:
                    prev[v] = u
                    q.append(v)
        if t not in prev:
            return None
        path = [t]
        while prev[path[-1]] is not None:
            path.append(prev[path[-1]])
        return path[::-1]

    def simple_paths(self, s: str, t: str, seen: Optional[List[str]] = None) -> Iterator[List[str]]:
        seen = (seen or []) + [s]
        if s == t:
            yield seen
            return
        for v in self.neighbors(s):
            if v not in seen:
                yield from self.simple_paths(v, t, seen)


g = Graph()
for edge in ["A-B", "A-C", "B-D", "C-D", "D-E", "B-C", "F-G"]:
    g.add_edge(*edge.split("-"))
print(g.degree())
print(g.bfs_path("A", "E"), g.bfs_path("A", "G"))
paths = list(g.simple_paths("A", "E"))
print(len(paths))
for p in sorted(paths, key=len):
    print(" -> ".join(p))
dg = Graph(directed=True)
for u, v in [("x", "y"), ("y", "z"), ("z", "x"), ("z", "w")]:
    dg.add_edge(u, v)
print(dg.degree(), dg.bfs_path("w", "x"), dg.bfs_path("x", "w"))
print(Graph(directed=True, adj={}) == Graph(True), repr(Graph()))
