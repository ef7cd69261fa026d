# callable objects with __call__: counters, validators, strategy objects, callable()
class CallCounter:
    def __init__(self, func):
        self.func = func
        self.calls = 0
        self.__name__ = func.__name__

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.func(*args, **kwargs)

@CallCounter
def square(x):
    return x * x

print([square(i) for i in range(5)], square.calls, square.__name__)

class RangeValidator:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __call__(self, value):
        if not self.lo <= value <= self.hi:
            raise ValueError(f"{value} not in [{self.lo}, {self.hi}]")
        return value
    def __repr__(self):
        return f"RangeValidator({self.lo}, {self.hi})"

percent = RangeValidator(0, 100)
for v in (50, 101, -1, 0):
    try:
        print("valid:", percent(v))
    except ValueError as e:
        print("ValueError:", e)

class Discount:
    def __call__(self, price):
        return price
class Percent(Discount):
    def __init__(self, pct):
        self.pct = pct
    def __call__(self, price):
        return round(price * (1 - self.pct / 100), 2)
class Flat(Discount):
    def __init__(self, amount):
        self.amount = amount
    def __call__(self, price):
        return max(0, price - self.amount)

strategies = [Discount(), Percent(15), Flat(30), Percent(100)]
print([s(120.0) for s in strategies])
print(callable(percent), callable(square), callable(42), callable(Percent), callable("x"))
print(sorted([3, -7, 5], key=RangeValidator(-10, 10)), list(map(Percent(50), [10, 3])))

class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x):
        return Adder(self.n + x)
    def __repr__(self):
        return f"Adder({self.n})"
print(Adder(1)(2)(3)(4))
