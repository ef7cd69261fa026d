# sum, any, all, min and max of generator expressions (moonpy runs the loops in place): values, order, early stops, errors
data = [3, -1, 4, 1, -5, 9, 2, 6]
print(sum(x * x for x in data), sum(x for x in data if x > 0), sum((x for x in []), 10), sum(x / 2 for x in data))
print(any(x > 8 for x in data), any(x > 9 for x in data), all(x > -6 for x in data), all(x > 0 for x in data))
print(max(x for x in data), min(x for x in data), max(abs(x) for x in data), min((x, -x) for x in data))
print(max(x % 3 for x in data), min(str(x) for x in data), max(len(w) for w in "a bb ccc".split()))
print(sum(a * b for a, b in zip(data, data[1:])), sum(i for i, v in enumerate(data) if v < 0))
print(sum(x + y for x in range(4) for y in range(x) if (x + y) % 2), all(c.isdigit() for c in "123"), any(c == "x" for c in ""))
print(sum(0.1 for _ in range(10)), sum(10**20 for _ in range(3)), sum(True for _ in "abc"), sum([x] for x in [1]) if False else 0)
seen = []
def probe(x):
    seen.append(x)
    return x
print(any(probe(x) > 2 for x in [1, 2, 3, 4, 5]), seen)
seen.clear()
print(all(probe(x) < 3 for x in [1, 2, 3, 4, 5]), seen)
total = 5
print(sum((v for v in data), total), [max(x for x in row) for row in [[1, 5], [7, 2]]])
nan = float("nan")
print(max(x for x in [1.0, nan, 3.0]), min(x for x in [nan, 1.0]), max(x for x in [2, 2.0]), min(x for x in [1, True]))
for bad in [lambda: max(x for x in []), lambda: min(x for x in data if x > 100), lambda: sum(s for s in ["a", "b"]),
            lambda: max(v for v in [1, "a"]), lambda: sum(1 / x for x in [1, 0])]:
    try:
        print(bad())
    except (ValueError, TypeError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
class V:
    def __init__(self, n): self.n = n
    def __add__(self, o): return V(self.n + (o.n if isinstance(o, V) else o))
    __radd__ = __add__
    def __gt__(self, o): return self.n > o.n
    def __lt__(self, o): return self.n < o.n
    def __bool__(self): return self.n != 0
print(sum(V(i) for i in range(5)).n, max(V(i) for i in [3, 9, 2]).n, min(V(i) for i in [3, 9, 2]).n, any(V(0) for _ in range(3)), all(V(1) for _ in range(2)))
def gen_in_func(rows):
    best = max(sum(r) for r in rows)
    return best, any(sum(r) == best for r in rows), sum(sum(r) for r in rows)
print(gen_in_func([[1, 2], [3, 4], [0]]))
class K:
    vals = [1, 2, 3]
    s = sum(v for v in vals)
print(K.s)
