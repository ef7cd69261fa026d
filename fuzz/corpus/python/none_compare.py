# None in comparisons, sorting with None via keys, default-argument sentinels
values = [3, None, 1, None, 2]
print([v for v in values if v is not None], values.count(None), None in values)
print(sorted(values, key=lambda v: (v is None, v or 0)))
print(sorted(values, key=lambda v: -1 if v is None else v))
try:
    sorted(values)
except TypeError as e:
    print("TypeError:", e)
_missing = object()
def get(d, k, default=_missing):
    if k in d:
        return d[k]
    if default is _missing:
        raise KeyError(k)
    return default
print(get({"a": None}, "a"), get({}, "b", None), get({}, "c", 0))
try:
    get({}, "zz")
except KeyError as e:
    print("KeyError:", e)
print(None is None, None == None, type(None)() is None, max([None, None], key=lambda v: 0))
