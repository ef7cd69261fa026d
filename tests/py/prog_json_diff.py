# Compare two JSON documents and list added, removed and changed paths.
import json

def diff(a, b, path=""):
    if isinstance(a, dict) and isinstance(b, dict):
        for k in a.keys() - b.keys():
            yield "removed", f"{path}/{k}", a[k], None
        for k in b.keys() - a.keys():
            yield "added", f"{path}/{k}", None, b[k]
        for k in a.keys() & b.keys():
            yield from diff(a[k], b[k], f"{path}/{k}")
    elif isinstance(a, list) and isinstance(b, list):
        for i in range(max(len(a), len(b))):
            if i >= len(a):
                yield "added", f"{path}/{i}", None, b[i]
            elif i >= len(b):
                yield "removed", f"{path}/{i}", a[i], None
            else:
                yield from diff(a[i], b[i], f"{path}/{i}")
    elif a != b or type(a) is not type(b):
        yield "changed", path, a, b

old = json.loads('{"name": "app", "version": "1.0", "deps": ["a", "b"], "cfg": {"debug": true, "port": 80}, "n": 1}')
new = json.loads('{"name": "app", "version": "1.1", "deps": ["a", "c", "d"], "cfg": {"port": 8080, "host": "x"}, "n": 1.0}')
for kind, path, x, y in sorted(diff(old, new), key=lambda t: t[1]):
    print(f"{kind:<8} {path:<14} {json.dumps(x):<8} -> {json.dumps(y)}")
print(len(list(diff(old, old))), "differences with itself")
