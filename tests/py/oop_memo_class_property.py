# class-level caches: a classmethod-backed memo shared by instances, and per-class counters
class Fib:
    _cache = {0: 0, 1: 1}
    hits = 0

    @classmethod
    def of(cls, n):
        if n in cls._cache:
            cls.hits += 1
            return cls._cache[n]
        cls._cache[n] = cls.of(n - 1) + cls.of(n - 2)
        return cls._cache[n]

class Lucas(Fib):
    _cache = {0: 2, 1: 1}
    hits = 0

print([Fib.of(i) for i in range(10)], Fib.hits)
print([Lucas.of(i) for i in range(10)], Lucas.hits, Fib.hits)
print(Fib.of(90), len(Fib._cache), len(Lucas._cache), Lucas._cache is Fib._cache)

class Tracked:
    instances = 0
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.instances = 0
    def __init__(self):
        type(self).instances += 1

class A(Tracked): pass
class B(Tracked): pass
objs = [A(), A(), B(), Tracked()]
print(Tracked.instances, A.instances, B.instances)
