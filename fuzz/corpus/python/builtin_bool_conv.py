# bool() of values and user objects with __bool__ / __len__
class Falsy:
    def __bool__(self):
        return False
class Empty:
    def __len__(self):
        return 0
class Plain:
    pass
for v in [0, 0.0, -0.0, "", " ", "0", [], [[]], (), {}, {0: 0}, set(), None, Falsy(), Empty(), Plain(), range(0), range(2)]:
    print(type(v).__name__, bool(v))
print(not Falsy(), Falsy() or "fallback", bool(Empty() and "never"), bool(Plain()))
if Empty():
    print("never")
else:
    print("empty object is falsy in if")
while Falsy():
    print("never")
print([x for x in [Falsy(), Plain(), Empty()] if x].__len__())
