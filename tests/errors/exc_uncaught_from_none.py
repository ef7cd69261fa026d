def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise LookupError(f"no key {k!r} in config") from None
print(lookup({"a": 1}, "a"))
print(lookup({"a": 1}, "b"))
