# Query nested JSON by dotted paths, flatten it to key paths, and unflatten back.
import json

DOC = json.loads("""
{"store": {"name": "Books & Co", "open": true,
  "books": [
    {"title": "Dune", "author": "Herbert", "price": 9.99, "tags": ["scifi", "classic"]},
    {"title": "Emma", "author": "Austen", "price": 5.5, "tags": []},
    {"title": "Neuromancer", "author": "Gibson", "price": 12.0, "tags": ["scifi"]}
  ],
  "address": {"city": "Leeds", "zip": null}}}
""")

def get_path(obj, path, default=None):
    for part in path.split("."):
        try:
            obj = obj[int(part)] if isinstance(obj, list) else obj[part]
        except (KeyError, IndexError, ValueError, TypeError):
            return default
    return obj

def flatten(obj, prefix=""):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from flatten(v, f"{prefix}{k}.")
    elif isinstance(obj, list) and obj:
        for i, v in enumerate(obj):
            yield from flatten(v, f"{prefix}{i}.")
    else:
        yield prefix.rstrip("."), obj

def unflatten(pairs):
    root = {}
    for path, value in pairs:
        parts = path.split(".")
        node = root
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = value
    return root

for p in ["store.name", "store.books.0.title", "store.books.2.tags.0", "store.books.5.title",
          "store.address.zip", "store.address.city.x", "store.books.-1.author"]:
    print(f"{p:<24} -> {get_path(DOC, p, '<missing>')!r}")
flat = dict(flatten(DOC))
for k, v in list(flat.items())[:8]:
    print(f"{k} = {json.dumps(v)}")
print(len(flat), "leaves")
print(json.dumps(unflatten([("a.b", 1), ("a.c.d", 2), ("e", [3])]), sort_keys=True))
cheap = [b["title"] for b in DOC["store"]["books"] if b["price"] < 10]
print(cheap, sum(b["price"] for b in DOC["store"]["books"]))
print(json.dumps(DOC["store"]["books"][1], separators=(", ", ": ")))
