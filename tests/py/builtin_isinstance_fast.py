# isinstance: a value's own type first, tuples of types, bool and int, subclasses, metaclass
# checks and unions
class Meta(type):
    def __instancecheck__(cls, obj):
        return obj == "magic"
class Odd(metaclass=Meta):
    pass
class A: pass
class B(A): pass
vals = [1, 1.5, True, "s", None, [1], (1,), {1: 2}, {1}, A(), B(), "magic", Odd(), b"x", 2**70]
types = [int, float, bool, str, type(None), list, tuple, dict, set, A, B, Odd, object, bytes,
         (int, float), (str, bytes), (A,), (), (list, (tuple, dict)), int | str, (bool,)]
for v in vals:
    print(type(v).__name__, [isinstance(v, t) for t in types])
for bad in (1, "int", [int]):
    try:
        isinstance(1, bad)
    except TypeError as e:
        print("TypeError", e)
