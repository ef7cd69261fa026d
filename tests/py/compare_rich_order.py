# Rich comparisons: which method runs first for <, <=, >, >= (the left operand's, then the
# reflected one; a subclass's reflected method first), what == and != return, and the
# TypeError messages.
import functools


class T:
    def __init__(self, name):
        self.name = name
    def __lt__(self, other):
        print(f"  {self.name}.__lt__({other.name})")
        return NotImplemented
    def __le__(self, other):
        print(f"  {self.name}.__le__({other.name})")
        return NotImplemented
    def __gt__(self, other):
        print(f"  {self.name}.__gt__({other.name})")
        return NotImplemented
    def __ge__(self, other):
        print(f"  {self.name}.__ge__({other.name})")
        return NotImplemented
    def __repr__(self):
        return self.name


a, b = T("a"), T("b")
for label, f in [("a < b", lambda: a < b), ("a <= b", lambda: a <= b),
                 ("a > b", lambda: a > b), ("a >= b", lambda: a >= b)]:
    print(label)
    try:
        f()
    except TypeError as e:
        print("  TypeError:", e)


class Ordered:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        print("lt", self.v, other.v)
        return self.v < other.v
    def __gt__(self, other):
        print("gt", self.v, other.v)
        return self.v > other.v
    def __le__(self, other):
        print("le", self.v, other.v)
        return self.v <= other.v
    def __ge__(self, other):
        print("ge", self.v, other.v)
        return self.v >= other.v


x, y = Ordered(1), Ordered(2)
print(x > y, x >= y, x < y, x <= y)
print(y > x, y >= x)
if x > y:
    print("x > y")
else:
    print("not x > y")
while y > x:
    print("y > x in a while")
    break
print(max(x, y).v, min(x, y).v)
print(sorted([y, x])[0].v)


class Base:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        print("Base.__lt__")
        return self.v < other.v
    def __gt__(self, other):
        print("Base.__gt__")
        return self.v > other.v


class Derived(Base):
    def __lt__(self, other):
        print("Derived.__lt__")
        return self.v < other.v
    def __gt__(self, other):
        print("Derived.__gt__")
        return self.v > other.v


print(Base(1) < Derived(2))
print(Base(1) > Derived(2))
print(Derived(1) > Base(2))


class OnlyLt:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        print("OnlyLt.__lt__", self.v, other.v)
        return self.v < other.v


print(OnlyLt(3) > OnlyLt(1))
try:
    print(OnlyLt(3) >= OnlyLt(1))
except TypeError as e:
    print("TypeError:", e)


class Num:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        print("Num.__gt__", other)
        return self.v > other
    def __lt__(self, other):
        print("Num.__lt__", other)
        return self.v < other


n = Num(5)
print(n > 3, n > 30, 3 < n, 3 > n, n > 3.5, n < 1000000, 1000000 > n)
limit = 4
print(n > limit, limit < n)

for left, right in [(1, "a"), ("a", 1), ([1], 2), (None, 1), (1.5, None), ({}, {}),
                    ((1,), [1]), (n, "s")]:
    for name, f in [("<", lambda: left < right), ("<=", lambda: left <= right),
                    (">", lambda: left > right), (">=", lambda: left >= right)]:
        try:
            f()
        except TypeError as e:
            print(name, "TypeError:", e)

print([1, 2] > [1, 1], [1, 2] >= [1, 2, 0], (1, "b") > (1, "a"), "b" > "a", "a" >= "b")
print([Ordered(1)] > [Ordered(0)])
print({1, 2} > {1}, {1} >= {1, 2}, frozenset({1}) < {1, 2})


def cmp(p, q):
    print("cmp", p, q)
    return p - q

K = functools.cmp_to_key(cmp)
print(K(1) > K(2), K(1) < K(2), K(3) >= K(3), K(2) <= K(1))


class Eq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print("Eq.__eq__")
        return ("eq", self.v)
    def __ne__(self, other):
        print("Eq.__ne__")
        return ("ne", self.v)


e1, e2 = Eq(1), Eq(2)
print(e1 == e2, e1 != e2)
print(e1 == 1, e1 != 1, 1 == e1, 1 != e1, e1 == "s", "s" != e1)
same = e1 == e2
print(same)
print([e == 0 for e in (e1, e2)])
print(e1 == e2 if True else None)
if e1 == e2:
    print("a non-empty tuple is true")


class Falsy:
    def __eq__(self, other):
        return 0
    def __ne__(self, other):
        return ""


print(Falsy() == 1, Falsy() != 1, repr(Falsy() != Falsy()))
if Falsy() == 1:
    print("wrong")
else:
    print("0 is false")
print(not (Falsy() == 1), bool(Falsy() == Falsy()))


class OnlyEq:
    def __eq__(self, other):
        print("OnlyEq.__eq__")
        return "yes"


print(OnlyEq() != OnlyEq())
print(OnlyEq() == 3)


class NeTrue:
    def __ne__(self, other):
        print("__ne__ called")
        return True


print(NeTrue() != NeTrue())
print(NeTrue() == NeTrue())


# constants on either side (the VM's immediate forms)
none = None
for f in [lambda: 1 < "a", lambda: 1 > "a", lambda: "a" > 1, lambda: none >= 1.5,
          lambda: 2 <= none, lambda: none > 100, lambda: -3 > none, lambda: [] < 0]:
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
