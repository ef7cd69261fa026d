# a sparse vector backed by a dict: dot products, norms, arithmetic, equality ignoring zeros
import math

class SparseVector:
    def __init__(self, entries=None, **named):
        self.d = {k: v for k, v in dict(entries or {}, **named).items() if v}

    def __getitem__(self, k):
        return self.d.get(k, 0)

    def __add__(self, other):
        keys = self.d.keys() | other.d.keys()
        return SparseVector({k: self[k] + other[k] for k in keys})

    def __sub__(self, other):
        return self + other * -1

    def __mul__(self, k):
        return SparseVector({key: v * k for key, v in self.d.items()})
    __rmul__ = __mul__

    def dot(self, other):
        small, big = sorted((self, other), key=lambda v: len(v.d))
        return sum(v * big[k] for k, v in small.d.items())

    def norm(self):
        return math.sqrt(self.dot(self))

    def cosine(self, other):
        return round(self.dot(other) / (self.norm() * other.norm()), 4)

    def __eq__(self, other):
        return self.d == other.d

    def __len__(self):
        return len(self.d)

    def __repr__(self):
        return "SV(" + ", ".join(f"{k}={v}" for k, v in sorted(self.d.items())) + ")"

a = SparseVector(apple=2, pear=1, kiwi=0)
b = SparseVector({"apple": 1, "fig": 3})
print(a, b, len(a), a["kiwi"], a["nothing"])
print(a + b, a - b, 2 * a, a.dot(b), round(a.norm(), 4), a.cosine(b))
print(a - a == SparseVector(), len(a - a), (a + b) * 0 == SparseVector(x=0))
docs = {"d1": SparseVector(cat=3, dog=1), "d2": SparseVector(dog=2, fish=2), "d3": SparseVector(cat=1, fish=1)}
q = SparseVector(cat=1, dog=1)
print(sorted(docs, key=lambda k: -docs[k].cosine(q)), {k: v.cosine(q) for k, v in docs.items()})
