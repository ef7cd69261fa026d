# the hashes CPython does not randomise: the empty str and bytes hash to 0
print(hash(""), hash(b""), hash("") == hash(0), {"": 1, 0: 2}, {"": "e"}[""])
class S(str): pass
print(hash(S("")), "" in {"", "a"})
