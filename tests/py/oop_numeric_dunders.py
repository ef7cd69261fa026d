import math
class Money:
    def __init__(self, cents): self.cents = int(cents)
    @classmethod
    def of(cls, s):
        d, _, c = s.partition(".")
        return cls(int(d) * 100 + int((c + "00")[:2]))
    def __repr__(self): return f"Money({self.cents / 100:.2f})"
    def __str__(self): return f"${self.cents / 100:,.2f}"
    def __format__(self, spec):
        if spec == "c": return f"{self.cents}c"
        return format(str(self), spec)
    def __add__(self, o): return Money(self.cents + (o.cents if isinstance(o, Money) else round(o * 100)))
    __radd__ = __add__
    def __sub__(self, o): return Money(self.cents - o.cents)
    def __mul__(self, k): return Money(round(self.cents * k))
    __rmul__ = __mul__
    def __truediv__(self, k):
        if isinstance(k, Money): return self.cents / k.cents
        return Money(round(self.cents / k))
    def __floordiv__(self, k): return Money(self.cents // k)
    def __mod__(self, k): return Money(self.cents % k)
    def __divmod__(self, k): return (self // k, self % k)
    def __neg__(self): return Money(-self.cents)
    def __pos__(self): return self
    def __abs__(self): return Money(abs(self.cents))
    def __round__(self, n=None): return Money(round(self.cents, -2 if n is None else n))
    def __floor__(self): return Money(self.cents // 100 * 100)
    def __ceil__(self): return Money(-(-self.cents // 100) * 100)
    def __trunc__(self): return Money(int(self.cents / 100) * 100)
    def __int__(self): return self.cents // 100
    def __float__(self): return self.cents / 100
    def __bool__(self): return self.cents != 0
    def __eq__(self, o): return isinstance(o, Money) and self.cents == o.cents
    def __lt__(self, o): return self.cents < o.cents
    def __le__(self, o): return self.cents <= o.cents
    def __hash__(self): return hash(self.cents)
    def __pow__(self, e, mod=None): return Money(pow(self.cents, e, mod) if mod else self.cents ** e)
    def __matmul__(self, o): return self.cents * o.cents
    def __lshift__(self, n): return Money(self.cents << n)
    def __and__(self, o): return Money(self.cents & o.cents)
    def __invert__(self): return Money(~self.cents)
a, b = Money.of("12.50"), Money.of("3.7")
print(a, b, repr(a), a + b, a - b, a * 3, 2 * a, a / 4, a / b, a // 3, a % 7, divmod(a, 3), -a, +a, abs(-a))
print(round(Money(1250)), round(Money(1234), -1), math.floor(Money(1299)), math.ceil(Money(1201)), math.trunc(Money(-1250)), int(a), float(b))
print(bool(Money(0)), bool(a), a == Money(1250), a != b, a > b, a >= b, sorted([a, b, Money(5)]), max(a, b), min([a, b]))
print(sum([a, b, Money(100)]), sum([a, b], Money(0)), a + 0.25, 1.5 + a, f"{a:>12}|{a:c}|{a!r}|{a!s:^14}|", "{:<10}|".format(b))
print(Money(3) ** 2, pow(Money(3), 3, 5), a @ b, a << 1, a & Money(255), ~Money(5), {a, Money(1250)}, {a: 1}[Money.of("12.5")])
a += b
a -= Money(20)
a *= 2
print(a, type(a).__name__)
try:
    a < 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    a | b
except TypeError as e:
    print("TypeError:", e)
try:
    5 - a
except TypeError as e:
    print("TypeError:", e)
