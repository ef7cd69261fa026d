# int and float have their operator methods (5).__add__(3), int.__mul__ as a function, and a
# subclass's super().__add__(x) returns NotImplemented for an operand it does not take, so
# the other operand's reflected method and CPython's message follow; x.__repr__() of a
# builtin value is its repr; pow(MyInt(5), 2, 3) keeps its modulus (it was 25)
import functools


class Money(float):
    def __repr__(self):
        return f"Money({super().__repr__()})"

    def __add__(self, other):
        r = super().__add__(other)
        return r if r is NotImplemented else Money(r)

    __radd__ = __add__

    def __sub__(self, other):
        r = super().__sub__(other)
        return r if r is NotImplemented else Money(r)


wallet = Money(10.5) + 2
print(repr(wallet), repr(1 + wallet), repr(wallet - 0.5), repr(sum([Money(1), Money(2.25)])))
for bad in (lambda: wallet - "x", lambda: wallet + [1]):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


class Celsius(int):
    def __add__(self, other):
        return Celsius(int.__add__(self, other))

    def __repr__(self):
        return f"{int.__repr__(self)}C"


print(repr(Celsius(20) + 5), 5 + Celsius(20), Celsius(3) < 4, Celsius(3).__lt__(2))


class MyInt(int):
    pass


m = MyInt(5)
print(pow(m, 2, 3), pow(2, m, 3), pow(2, 3, MyInt(5)), m + 1.5, 2 ** m, divmod(m, 2), m * "ab")
for bad in (lambda: m + "x", lambda: m < "z"):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

print(functools.reduce(int.__add__, [1, 2, 3, 4]), list(map(int.__mul__, [1, 2], [3, 4])),
      sorted([3, -1, 2], key=int.__neg__), float.__truediv__(1.0, 4))
print((5).__add__(3), (5).__add__(1.5), (1.5).__add__(1), (5).__mul__("a"), (7).__divmod__(2),
      (2).__pow__(10, 7), (10).__rsub__(3), (2).__rpow__(3), (7).__rtruediv__(1))
print((5).__neg__(), (5).__invert__(), (0).__bool__(), (0.0).__bool__(), (5).__lt__(3),
      (5).__eq__(5.0), (5.0).__eq__(5), (5).__ne__("5"), (2.5).__round__(), (2.567).__round__(2),
      (2.5).__trunc__(), (-2.5).__floor__(), (2.1).__ceil__(), (5).__and__(3), (1).__lshift__(4))
print((2**70).__add__(1), (2**70).__lt__(2**71), (-2**70).__neg__(), (5).__repr__(), (1.5).__repr__())
print(None.__repr__(), range(3).__repr__(), {1: 2}.keys().__repr__(), slice(1, 2).__repr__(),
      NotImplemented.__repr__(), type.__repr__(int), (...).__repr__())
