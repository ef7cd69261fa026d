# a square matrix class with determinant, inverse via Fractions, equality and iteration
from fractions import Fraction

class SquareMatrix:
    def __init__(self, rows):
        n = len(rows)
        if any(len(r) != n for r in rows):
            raise ValueError("matrix must be square")
        self.n = n
        self.rows = [[Fraction(x) for x in r] for r in rows]

    def __iter__(self):
        return iter(self.rows)

    def __eq__(self, other):
        return isinstance(other, SquareMatrix) and self.rows == other.rows

    def minor(self, i, j):
        return SquareMatrix([r[:j] + r[j + 1:] for k, r in enumerate(self.rows) if k != i])

    def det(self):
        if self.n == 1:
            return self.rows[0][0]
        if self.n == 2:
            (a, b), (c, d) = self.rows
            return a * d - b * c
        return sum((-1) ** j * self.rows[0][j] * self.minor(0, j).det() for j in range(self.n))

    def inverse(self):
        d = self.det()
        if d == 0:
            raise ZeroDivisionError("matrix is singular")
        if self.n == 1:
            return SquareMatrix([[1 / d]])
        cof = [[(-1) ** (i + j) * self.minor(i, j).det() for j in range(self.n)] for i in range(self.n)]
        adj = list(zip(*cof))
        return SquareMatrix([[x / d for x in row] for row in adj])

    def __matmul__(self, other):
        cols = list(zip(*other.rows))
        return SquareMatrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __str__(self):
        return "\n".join(" ".join(f"{str(x):>6}" for x in r) for r in self.rows)

m = SquareMatrix([[2, 0, 1], [1, 3, 2], [1, 1, 2]])
print(m.det())
inv = m.inverse()
print(inv)
print((m @ inv) == SquareMatrix([[1, 0, 0], [0, 1, 0], [0, 0, 1]]))
print(SquareMatrix([[4, 7], [2, 6]]).inverse())
print(SquareMatrix([[5]]).det(), SquareMatrix([[5]]).inverse())
for bad in ([[1, 2], [2, 4]], [[1, 2, 3], [4, 5, 6]]):
    try:
        SquareMatrix(bad).inverse()
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)
print([sum(r) for r in m], max(x for r in inv for x in r))
