# None: identity, repr, truthiness and default returns
x = None
print(x, repr(x), str(x), type(x))
print(x is None, x is not None, x == None, x != None)
print(bool(None), not None)
def f():
    pass
def g():
    return
print(f(), g(), f() is None)
print([None, None], (None,), {None: None})
print(None == 0, None == False, None == "")
d = {"a": 1}
print(d.get("b"), d.get("b") is None)
print([].sort(), [3, 1].reverse())
items = [1, None, 2, None]
print([i for i in items if i is not None])
print(str(None) + "!", f"{None}", "%s" % None, "{}".format(None))
try:
    None + 1
except TypeError as e:
    print("TypeError:", e)
try:
    None < 1
except TypeError as e:
    print("TypeError:", e)
try:
    None()
except TypeError as e:
    print("TypeError:", e)
try:
    None.foo
except AttributeError as e:
    print("AttributeError:", e)
print(hash(None) == hash(None), None in [1, None])
