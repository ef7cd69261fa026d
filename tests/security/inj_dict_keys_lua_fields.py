# cpython: same
# dict keys that equal the runtime's field names: the dict keeps them as data
d = {"n": 1, "tag": 2, "keys": 3, "#i": 4, "#n": 5, "@get": 6, "__index": 7, "__len": 8, "1": 9, 1: 10}
print(len(d), d["n"], d["#i"], d["@get"], d[1], d["1"])
print(d.get("#n"), d.keys() is not None, list(d)[:4])
d["#keys"] = None
print(len(d), "#keys" in d)
print({**d}["__len"])
