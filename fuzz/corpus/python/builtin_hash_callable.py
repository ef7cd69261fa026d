# hash of ints and hashable checks, callable
print(hash(0), hash(1), hash(-1), hash(-2), hash(42), hash(10 ** 18), hash(2 ** 61 - 1), hash(2 ** 61), hash(2 ** 100))
print(hash(True), hash(False), hash(1) == hash(1.0), hash(2.0) == 2, hash(-0.0))
print(hash((1, 2)) == hash((1, 2)), hash(frozenset({1})) == hash(frozenset([1])))
for v in [[1], {}, set()]:
    try:
        hash(v)
    except TypeError as e:
        print("TypeError:", e)
def f(): pass
class C:
    def __call__(self):
        return "called"
class D: pass
print(callable(f), callable(len), callable(C), callable(C()), callable(D()), callable(1), callable("s"), callable(lambda: 0))
print(C()())
