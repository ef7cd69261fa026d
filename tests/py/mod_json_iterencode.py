# JSONEncoder.iterencode yields the chunks of CPython's Python encoder (_make_iterencode)
import json, enum, io
class L(enum.IntEnum):
    A = 1
e = json.JSONEncoder()
for o in [[1, 2], [], {}, {"a": 1, "b": [1, {"c": None}], "d": {}}, "s", 5, [1.5, True, None, "x", [2, [3]], {"k": "v"}], (1,), {1: 2, 2.5: 3, True: 4, None: 5}, [L.A, 2**70]]:
    print(list(e.iterencode(o)))
print(list(json.JSONEncoder(indent=2).iterencode({"a": [1, 2], "b": {"c": 3}, "e": []})))
print(list(json.JSONEncoder(sort_keys=True, separators=(",", ":")).iterencode({"b": 1, "a": [1, 2]})))
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set): return sorted(o)
        return super().default(o)
print(list(E().iterencode({"s": {3, 1}, "t": [{2}]})), "".join(E(indent=1).iterencode([{1}])) == E(indent=1).encode([{1}]))
buf = io.StringIO()
for chunk in json.JSONEncoder(indent=4).iterencode({"users": [{"n": "a"}, {"n": "b"}]}):
    buf.write(chunk)
print(buf.getvalue() == json.dumps({"users": [{"n": "a"}, {"n": "b"}]}, indent=4))
for bad in [{(1,): 2}, [object()], [float("nan")]]:
    try:
        print(list(json.JSONEncoder(allow_nan=False).iterencode(bad)))
    except (TypeError, ValueError) as ex:
        print("err", ex)
l = []; l.append(l)
try:
    list(e.iterencode(l))
except ValueError as ex:
    print("err", ex)
print(list(json.JSONEncoder(skipkeys=True).iterencode({(1, 2): 1, "ok": 2})))
