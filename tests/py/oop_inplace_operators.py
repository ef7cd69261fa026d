# in-place operators: __iadd__ mutating vs rebinding, fallback to __add__, tuples holding lists
class Counter:
    def __init__(self, n=0):
        self.n = n
    def __add__(self, other):
        print("  __add__")
        return Counter(self.n + (other.n if isinstance(other, Counter) else other))
    def __repr__(self):
        return f"Counter({self.n})"

class Accumulator(Counter):
    def __iadd__(self, other):
        print("  __iadd__")
        self.n += other.n if isinstance(other, Counter) else other
        return self
    def __isub__(self, other):
        self.n -= other
        return self
    def __imul__(self, k):
        self.n *= k
        return self

c = Counter(1)
before = c
c += 5
print(c, c is before)
a = Accumulator(1)
before = a
a += 5
a += Counter(4)
a -= 2
a *= 3
print(a, a is before)
lst = [1, 2]
alias = lst
lst += [3]
lst = lst + [4]
print(alias, lst)
t = ([1], 2)
try:
    t[0] += [5]
except TypeError as e:
    print("TypeError:", e)
print(t)
s = "ab"
s += "cd"
s *= 2
print(s)
d = {"k": Accumulator(0)}
d["k"] += 7
print(d)
class Vec:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __iadd__(self, other):
        self.xs = [a + b for a, b in zip(self.xs, other.xs)]
        return self
    def __repr__(self):
        return f"Vec{tuple(self.xs)}"
vs = [Vec(1, 2), Vec(3, 4)]
for v in vs:
    v += Vec(10, 10)
print(vs)
