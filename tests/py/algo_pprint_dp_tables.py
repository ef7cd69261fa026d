# Printing DP tables and nested results with pprint (width, depth, sort_dicts) as models often do
from pprint import pformat, pprint


def lcs_table(a, b):
    t = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            t[i][j] = t[i - 1][j - 1] + 1 if a[i - 1] == b[j - 1] else max(t[i - 1][j], t[i][j - 1])
    return t


pprint(lcs_table("ABCBDAB", "BDCABA"))
pprint(lcs_table("AB", "B"), width=20)
graph = {"nodes": sorted("abcdef"), "edges": [(a, b, w) for a, b, w in [("a", "b", 1.5), ("b", "c", 2.25), ("c", "d", 0.125)]],
         "meta": {"directed": True, "weights": {"min": 0.125, "max": 2.25}, "name": "demo graph for pprint"}}
pprint(graph)
pprint(graph, sort_dicts=False, width=60)
pprint(graph, depth=1)
print(pformat(list(range(30)), width=40))
print(pformat({"z": 1, "a": [1, 2, {"k": (1, 2)}], "m": None}, indent=2))
pprint([[i * j for j in range(12)] for i in range(3)], compact=True, width=50)
pprint({i: chr(97 + i) * i for i in range(8)}, width=50)
