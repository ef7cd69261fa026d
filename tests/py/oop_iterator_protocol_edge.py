# iterator protocol details: iter() with a sentinel, __iter__ returning generators, exhaustion
class Reader:
    def __init__(self, chunks):
        self.chunks = list(chunks)
    def read(self):
        return self.chunks.pop(0) if self.chunks else ""

r = Reader(["ab", "cd", "ef"])
print(list(iter(r.read, "")))
counter = iter(range(10))
print(list(iter(lambda: next(counter) * 2, 8)))

class Squares:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return (i * i for i in range(self.n))

sq = Squares(5)
print(list(sq), list(sq), sum(sq), 16 in sq, 15 in sq)
it = iter(sq)
print(next(it), next(it), list(it), next(it, "done"))
class OneShot:
    def __init__(self, data):
        self.data = iter(data)
    def __iter__(self):
        return self
    def __next__(self):
        return next(self.data)
o = OneShot("xyz")
print(list(zip(o, o)), list(o))
e = enumerate(["a", "b"], 10)
print(next(e), list(e))
m = map(str.upper, ["p", "q"])
print(iter(m) is m, list(m), list(m))
z = zip([1, 2, 3], "ab")
print(list(z))
rev = reversed([1, 2, 3])
print(next(rev), list(rev))
def gen():
    yield 1
    return "result"
g = gen()
print(next(g))
try:
    next(g)
except StopIteration as stop:
    print("StopIteration value:", stop.value)
