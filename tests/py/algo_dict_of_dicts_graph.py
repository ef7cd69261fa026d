# Graph stored as dict of dicts with defaultdict: in/out degree, reverse graph, PageRank iterations
from collections import defaultdict

links = {
    "home": ["about", "blog", "shop"],
    "about": ["home"],
    "blog": ["home", "post1", "post2"],
    "post1": ["blog", "post2"],
    "post2": ["blog"],
    "shop": ["home", "cart"],
    "cart": ["shop"],
    "orphan": [],
}
out_deg = {u: len(vs) for u, vs in links.items()}
in_deg = defaultdict(int)
rev = defaultdict(list)
for u, vs in links.items():
    for v in vs:
        in_deg[v] += 1
        rev[v].append(u)
print(sorted(out_deg.items()))
print(sorted(in_deg.items()), in_deg["orphan"])
print({k: sorted(v) for k, v in sorted(rev.items())})


def pagerank(graph, d=0.85, iters=50):
    n = len(graph)
    pr = {u: 1 / n for u in graph}
    for _ in range(iters):
        dangling = sum(pr[u] for u in graph if not graph[u])
        new = {}
        for u in graph:
            incoming = sum(pr[v] / len(graph[v]) for v in rev[u])
            new[u] = (1 - d) / n + d * (incoming + dangling / n)
        pr = new
    return pr


pr = pagerank(links)
for page, score in sorted(pr.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{page:7} {score:.6f} {'#' * round(score * 100)}")
print(f"total {sum(pr.values()):.12f}")
