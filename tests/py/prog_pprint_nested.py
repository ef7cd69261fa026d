# Pretty-printing nested config/data structures with pprint: width, depth, sort_dicts, pformat.
from pprint import pprint, pformat
import pprint as pp

config = {
    "service": "inventory",
    "version": (2, 4, 1),
    "servers": [
        {"host": "alpha.internal", "port": 8080, "roles": ["api", "worker"], "weight": 0.75},
        {"host": "beta.internal", "port": 8081, "roles": ["api"], "weight": 0.25},
    ],
    "limits": {"cpu": "500m", "memory": "256Mi", "burst": None},
    "features": {"beta": True, "dark_mode": False},
    "matrix": [[1, 2, 3], [4, 5, 6], [7, 8, 9]],
}
pprint(config)
print("--- width=50, sort_dicts=False ---")
pprint(config, width=50, sort_dicts=False)
print("--- depth=2 ---")
pprint(config, depth=2)
print("--- pformat compact ---")
print(pformat(list(range(40)), width=60, compact=True))
print(pformat({"short": 1}))
long_str = {"text": "word " * 20}
pprint(long_str, width=40)
print(pp.pformat((1, [2, (3, {4: 5})]), width=10))
print(pp.isreadable({"a": [1, 2]}), pp.saferepr({"b": 1, "a": {2, 1}}))
nested = [1]
nested.append(nested)
print(pp.isrecursive(nested), pp.isreadable(nested))
pprint([{"id": i, "name": f"item{i}", "tags": ["x"] * i} for i in range(1, 4)], width=60)
