# slices compare as (start, stop, step) tuples and are unhashable (CPython 3.11)
print(slice(1, 2) == slice(1, 2), slice(1, 2) != slice(1, 2, 1), slice(1, 2) < slice(1, 3))
print(slice(2) >= slice(1), slice(1) == 1, sorted([slice(3, 4), slice(1, 5), slice(1, 2)]))
for src in ["hash(slice(1))", "{slice(1): 2}", "{slice(1)}", "{'a': 1}[1:2]", "slice(1) < slice('a')",
            "slice(1) < 1"]:
    try:
        print(eval(src))
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)
class M(dict):
    def __getitem__(self, k): return ("item", k)
print(M()[1:2], [1, 2, 3][slice(1, None)], "abc"[slice(None, None, -1)])
