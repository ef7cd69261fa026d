# Matrix class: construction, __getitem__ with tuples, +, *, @, transpose, equality, repr
class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("rows must be non-empty and equal length")
        self.rows = [list(r) for r in rows]

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @classmethod
    def zeros(cls, r, c):
        return cls([[0] * c for _ in range(r)])

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def __setitem__(self, idx, value):
        i, j = idx
        self.rows[i][j] = value

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __mul__(self, k):
        return Matrix([[k * x for x in r] for r in self.rows])
    __rmul__ = __mul__

    def __matmul__(self, other):
        if self.shape[1] != other.shape[0]:
            raise ValueError("cannot multiply")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def T(self):
        return Matrix([list(c) for c in zip(*self.rows)])

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __repr__(self):
        width = max(len(str(x)) for r in self.rows for x in r)
        return "\n".join("[" + " ".join(f"{x:>{width}}" for x in r) + "]" for r in self.rows)

a = Matrix([[1, 2], [3, 4]])
b = Matrix([[0, 1], [1, 0]])
print(a + b, a @ b, 2 * a, a * -1, sep="\n--\n")
print((a @ Matrix.identity(2)) == a, a.T().T() == a, a == b, a.shape)
m = Matrix.zeros(2, 3)
m[1, 2] = 7
m[0, 0] = -12
print(m, m.T(), m[1, 2], m.shape, sep="\n")
for bad in (lambda: a + m, lambda: a @ Matrix([[1, 2, 3]]), lambda: Matrix([[1], [2, 3]])):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
print(Matrix([[1, 2, 3]]) @ Matrix([[1], [2], [3]]))
