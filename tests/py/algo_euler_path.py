# Eulerian path/circuit with Hierholzer's algorithm; reconstruct an itinerary
from collections import defaultdict


def euler_path(edges):
    graph = defaultdict(list)
    indeg, outdeg = defaultdict(int), defaultdict(int)
    for u, v in edges:
        graph[u].append(v)
        outdeg[u] += 1
        indeg[v] += 1
    for u in graph:
        graph[u].sort(reverse=True)
    nodes = set(indeg) | set(outdeg)
    start = min(nodes)
    starts = [n for n in nodes if outdeg[n] - indeg[n] == 1]
    ends = [n for n in nodes if indeg[n] - outdeg[n] == 1]
    if len(starts) > 1 or len(ends) > 1 or any(abs(outdeg[n] - indeg[n]) > 1 for n in nodes):
        return None
    if starts:
        start = starts[0]
    stack, path = [start], []
    while stack:
        u = stack[-1]
        if graph[u]:
            stack.append(graph[u].pop())
        else:
            path.append(stack.pop())
    path.reverse()
    return path if len(path) == len(edges) + 1 else None


tickets = [("MUC", "LHR"), ("JFK", "MUC"), ("SFO", "SJC"), ("LHR", "SFO")]
print(euler_path(tickets))
tickets2 = [("JFK", "SFO"), ("JFK", "ATL"), ("SFO", "ATL"), ("ATL", "JFK"), ("ATL", "SFO")]
print(euler_path(tickets2))
print(euler_path([(1, 2), (2, 3), (3, 1)]))
print(euler_path([(1, 2), (1, 3)]))
print(euler_path([(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 0)]))
seq = euler_path([(a, b) for a in range(4) for b in range(4) if a != b])
print(seq, len(seq))
