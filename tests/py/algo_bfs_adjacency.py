# BFS on an adjacency dict: shortest paths by edge count and levels
from collections import deque


def bfs(graph, start):
    """Return dict of node -> distance from start."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nb in graph.get(node, []):
            if nb not in dist:
                dist[nb] = dist[node] + 1
                queue.append(nb)
    return dist


def shortest_path(graph, start, goal):
    parent = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            break
        for nb in graph[node]:
            if nb not in parent:
                parent[nb] = node
                queue.append(nb)
    if goal not in parent:
        return None
    path = []
    while goal is not None:
        path.append(goal)
        goal = parent[goal]
    return path[::-1]


graph = {
    "A": ["B", "C"],
    "B": ["A", "D", "E"],
    "C": ["A", "F"],
    "D": ["B"],
    "E": ["B", "F"],
    "F": ["C", "E", "G"],
    "G": ["F"],
    "H": [],
}

d = bfs(graph, "A")
for node in sorted(d):
    print(f"{node}: {d[node]}")
print("unreachable:", sorted(set(graph) - set(d)))
print(shortest_path(graph, "A", "G"))
print(shortest_path(graph, "D", "G"))
print(shortest_path(graph, "A", "H"))
levels = {}
for node, k in d.items():
    levels.setdefault(k, []).append(node)
for k in sorted(levels):
    print("level", k, "->", ", ".join(sorted(levels[k])))
