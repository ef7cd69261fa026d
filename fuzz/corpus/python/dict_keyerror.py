# KeyError messages and handling
d = {"a": 1}
try:
    d["missing"]
except KeyError as e:
    print("KeyError:", e, repr(e), e.args)
try:
    d[(1, 2)]
except KeyError as e:
    print("KeyError:", e)
try:
    d[42]
except LookupError as e:
    print(type(e).__name__, e)
try:
    del d["nope"]
except KeyError as e:
    print("del KeyError:", e)
try:
    d[""]
except KeyError as e:
    print("empty:", e, str(e) == "''")
def lookup(key):
    try:
        return d[key]
    except KeyError:
        return "default"
print(lookup("a"), lookup("b"))
print(d.get("b", "via get"))
