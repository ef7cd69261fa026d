# repr of dicts and the | and |= operators
d = {"name": "Ann", "tags": ["a", "b"], "n": None, 1: 2.5, (1, 2): {"inner": True}}
print(d)
print(str(d) == repr(d))
a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a, a)
a |= b
print(a)
a |= [("w", 0)]
print(a)
print({}, {"": ""}, {"'": '"'}, {0.1: -0.0})
print({**{"a": 1}, **{"b": 2}, "c": 3}, {**a, "x": "over"})
try:
    {"a": 1} | [("b", 2)]
except TypeError as e:
    print("TypeError:", e)
print(dict(sorted({"b": 2, "a": 1}.items())))
