# cpython: same
# memoryview: no way to write into a bytes, to reach its internals, or to use a released view
m = memoryview(b"immutable")
for label, f in [("setitem", lambda: m.__class__), ("getattr #obj", lambda: getattr(m, "#obj")),
                 ("getattr #lo", lambda: getattr(m, "#lo")), ("setattr", lambda: setattr(m, "x", 1))]:
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except (AttributeError, TypeError) as e:
        print(label, type(e).__name__)
def write():
    m[0] = 65
try:
    write()
except TypeError as e:
    print("write:", e)
b = bytes(m)
print(b, m.readonly)
v = memoryview(bytearray(b"ab"))
v.release()
for f in [lambda: v[0], lambda: v.tobytes(), lambda: len(v), lambda: v.obj]:
    try:
        f()
    except ValueError as e:
        print("released:", e)
big = memoryview(b"x" * 1000)
print(len(big[::7]), big[::7].tobytes()[:3], len(big[5:-5:3]))
