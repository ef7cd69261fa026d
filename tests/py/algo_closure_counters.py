# Closures in algorithms: memo factories, counters with nonlocal, late-binding pitfalls and fixes
def make_memo(fn):
    cache = {}
    calls = 0

    def wrapped(n):
        nonlocal calls
        calls += 1
        if n not in cache:
            cache[n] = fn(wrapped, n)
        return cache[n]

    wrapped.stats = lambda: (calls, len(cache))
    return wrapped


fib = make_memo(lambda self, n: n if n < 2 else self(n - 1) + self(n - 2))
print(fib(80), fib.stats())
catalan = make_memo(lambda self, n: 1 if n == 0 else sum(self(i) * self(n - 1 - i) for i in range(n)))
print([catalan(i) for i in range(12)], catalan.stats())
late = [lambda x: x * i for i in range(4)]
early = [lambda x, i=i: x * i for i in range(4)]
print([f(10) for f in late], [f(10) for f in early])
gens = [(i * j for j in range(3)) for i in range(3)]
print([list(g) for g in gens])


def accumulator(start=0):
    total = start

    def add(*xs):
        nonlocal total
        total += sum(xs)
        return total

    return add


acc = accumulator(100)
print(acc(1), acc(2, 3), acc(), accumulator()(5))


def counter_factory():
    counts = {}

    def hit(key):
        counts[key] = counts.get(key, 0) + 1
        return counts[key]

    def report():
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

    return hit, report


hit, report = counter_factory()
for w in "the cat and the hat and the bat".split():
    hit(w)
print(report())
