# Graph traversals written as generators: lazy BFS levels, DFS with yield from, path enumeration
from collections import deque
from typing import Dict, Iterator, List, Tuple

G: Dict[int, List[int]] = {1: [2, 3, 4], 2: [5, 6], 3: [6], 4: [7], 5: [8], 6: [8], 7: [8], 8: []}


def bfs_levels(graph, start) -> Iterator[Tuple[int, List[int]]]:
    frontier, seen, depth = [start], {start}, 0
    while frontier:
        yield depth, frontier
        nxt = []
        for u in frontier:
            for v in graph[u]:
                if v not in seen:
                    seen.add(v)
                    nxt.append(v)
        frontier, depth = nxt, depth + 1


def dfs(graph, u, seen=None) -> Iterator[int]:
    seen = set() if seen is None else seen
    seen.add(u)
    yield u
    for v in graph[u]:
        if v not in seen:
            yield from dfs(graph, v, seen)


def paths(graph, u, goal, prefix=()) -> Iterator[Tuple[int, ...]]:
    prefix += (u,)
    if u == goal:
        yield prefix
    for v in graph[u]:
        yield from paths(graph, v, goal, prefix)


def edges(graph):
    return ((u, v) for u in graph for v in graph[u])


for depth, nodes in bfs_levels(G, 1):
    print(depth, nodes)
print(list(dfs(G, 1)))
all_paths = list(paths(G, 1, 8))
print(len(all_paths), all_paths)
gen = dfs(G, 2)
print(next(gen), next(gen), list(gen))
print(sum(1 for _ in edges(G)), max(edges(G), key=lambda e: e[1] - e[0]))
lazy = (p for p in paths(G, 1, 8) if len(p) == 4)
print(next(lazy), next(lazy, None))
print(dict(bfs_levels(G, 4)))
