class Vec:
    def __init__(self, *xs):
        self.xs = tuple(xs)
    def __repr__(self):
        return f"Vec{self.xs}"
    def __add__(self, o):
        if len(o.xs) != len(self.xs):
            raise ValueError("dimension mismatch")
        return Vec(*(a + b for a, b in zip(self.xs, o.xs)))
    def __sub__(self, o):
        return self + (-o)
    def __neg__(self):
        return Vec(*(-a for a in self.xs))
    def __mul__(self, k):
        if isinstance(k, Vec):
            return sum(a * b for a, b in zip(self.xs, k.xs))
        return Vec(*(a * k for a in self.xs))
    __rmul__ = __mul__
    def __truediv__(self, k):
        return Vec(*(a / k for a in self.xs))
    def __abs__(self):
        return sum(a * a for a in self.xs) ** 0.5
    def __eq__(self, o):
        return isinstance(o, Vec) and self.xs == o.xs
    def __hash__(self):
        return hash(self.xs)
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        return self.xs[i]
    def __iter__(self):
        return iter(self.xs)
    def __bool__(self):
        return any(self.xs)
v, w = Vec(1, 2, 3), Vec(4, 5, 6)
print(v + w, v - w, -v, v * 2, 3 * v, v * w, v / 2, abs(Vec(3, 4)), len(v), v[1], v[-1], v[:2], list(v))
print(v == Vec(1, 2, 3), v != w, bool(Vec(0, 0)), bool(v), {v: 1}[Vec(1, 2, 3)], sum(v))
try:
    v + Vec(1, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    v + 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    v @ w
except TypeError as e:
    print("TypeError:", e)
try:
    "a" * v
except TypeError as e:
    print("TypeError:", e)
def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def transpose(m):
    return [list(r) for r in zip(*m)]
def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]
A = [[1, 2], [3, 4], [5, 6]]
B = [[7, 8, 9], [10, 11, 12]]
print(matmul(A, B), transpose(A), identity(3), matmul(identity(2), [[2, 3], [4, 5]]))
M = [[0] * 3] * 3
M[0][0] = 1
print(M)
M = [[0] * 3 for _ in range(3)]
M[0][0] = 1
print(M)
for row in matmul(A, B):
    print(" ".join(f"{x:5d}" for x in row))
print([[round(x / 3, 2) for x in r] for r in A])
