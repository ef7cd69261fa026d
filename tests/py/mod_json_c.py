# json through the C scanner and encoder: CPython's exact text and errors
import json
from collections import OrderedDict, defaultdict, Counter
from enum import Enum, IntEnum

docs = ['{"a": 1, "b": [1, 2.5, -3e-7, 1E+400, -0, -0.0, 12345678901234567890123], "c": null}',
        '  [true, false, null, "x\\u00e9\\ud83d\\ude00\\n\\t\\"\\\\\\/"]  ',
        '{"a": 1, "a": 2, "b": {"a": 3}}', '[]', '{}', '[[], {}, [[[]]]]', '123', '-1.5e3', '"é☃😀"',
        'NaN', '[Infinity, -Infinity]', '1e5', '0.1', '1.7976931348623157e308', '5e-324', '2.2250738585072014e-308']
for d in docs:
    v = json.loads(d)
    print(repr(v), json.dumps(v), json.dumps(v, ensure_ascii=False))
for d in ['"\\ud800"', '"\\udc00x"', '"\\ud800\\u0041"', '"\\udbff\\udfff"']:
    print(ascii(json.loads(d)), json.dumps(json.loads(d)))
bad = ['', ' ', '[', '[1,]', '[1 2]', '{"a" 1}', '{"a": 1,}', '{1: 2}', '{"a": }', 'nul', 'tru', '"abc',
       '"a\\x"', '"\\u12"', '"\\u12G4"', '[1] x', '01', '-', '-a', '1.', '.5', '1e', '"\t"', '{"a":1}}',
       '\ufeff[1]', '[1,\n 2,\n x]', '{\n  "k": [\n    1,\n    ?\n  ]\n}', '"\\', '"abc\\"', '[-]',
       '["a", "é", "😀", x]', '{"é": 1, "😀" 2}']
for d in bad:
    try:
        json.loads(d)
        print("no error", repr(d))
    except json.JSONDecodeError as e:
        print(type(e).__name__, e.msg, e.pos, e.lineno, e.colno, str(e))
print(json.loads('"\t"', strict=False), json.loads('["a\\u0000b"]'))
for depth in (900, 5000):
    try:
        print(len(str(json.loads("[" * depth + "]" * depth))))
    except RecursionError as e:
        print("RecursionError", e)
    try:
        print(len(str(json.loads('{"a":' * depth + '1' + "}" * depth))))
    except RecursionError as e:
        print("RecursionError", e)

class Color(Enum):
    RED = 1
class Level(IntEnum):
    LOW = 1
class MyList(list): pass
class MyDict(dict): pass
data = {"s": "tab\there \u2028 \x7f", "i": 10**30, "f": [1.0, 0.1, 1e16, 1e-7, -0.0, 3.141592653589793],
        "n": None, "b": [True, False], "t": (1, 2), "nested": {"x": [{"y": []}, {}]},
        "ml": MyList([1, 2]), "md": MyDict(z=1), "lv": Level.LOW,
        "od": OrderedDict([("b", 1), ("a", 2)]), "dd": defaultdict(int, {"k": 1}), "c": Counter("aab")}
print(json.dumps(data))
print(json.dumps(data, indent=2, sort_keys=True))
print(json.dumps(data, indent="\t", separators=(",", "=")))
print(json.dumps(data, separators=(",", ":"), ensure_ascii=False))
print(json.dumps({3: "int", 2.5: "float", True: "t", None: "n", "s": 1}))
print(json.dumps({"b": 1, "a": 2, "é": 3, "Z": 4, "aa": 5, "": 6}, sort_keys=True))
print(json.dumps({2: "a", 1: "b", -1.5: "c"}, sort_keys=True), json.dumps([], indent=4), json.dumps({}, indent=4))
print(json.dumps([[], {}, [1]], indent=0), json.dumps("x", indent=2), json.dumps([1, [2, [3]]], indent=1))
print(json.dumps({(1, 2): 1, "a": 2}, skipkeys=True), json.dumps(Color.RED, default=lambda o: o.name))
print(json.dumps([float("nan"), float("inf")]), json.dumps({float("inf"): 1}))
print(json.dumps({"when": object()}, default=lambda o: "obj"), json.dumps(set([3]), default=sorted))
for bad in [lambda: json.dumps({(1, 2): 1}), lambda: json.dumps(object()), lambda: json.dumps(float("nan"), allow_nan=False),
            lambda: json.dumps({1: 2, "a": 3}, sort_keys=True), lambda: json.dumps({float("nan"): 1}, allow_nan=False),
            lambda: json.dumps(Color.RED), lambda: json.dumps({1, 2})]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
a = []; a.append(a)
d = {}; d["self"] = d
for x in (a, d):
    try:
        json.dumps(x)
    except ValueError as e:
        print("ValueError", e)
x = [1]
print(json.dumps([x, x, {"k": x}]))
deep = []
cur = deep
for _ in range(3000):
    cur.append([]); cur = cur[0]
try:
    json.dumps(deep)
except RecursionError as e:
    print("RecursionError", e)
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps({"s": {3, 1, 2}}, cls=E), E(indent=1).encode([{1, 2}]))
rt = json.loads(json.dumps(data, sort_keys=True))
print(rt == json.loads(json.dumps(rt)), list(rt)[:4])
print(json.loads('{"a": 1.5, "b": 2}', parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads('{"a": {"b": 1}}', object_hook=lambda o: sorted(o.items())), json.loads('[1]', object_pairs_hook=list))
