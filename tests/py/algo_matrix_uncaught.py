# Matrix class with operator overloading; multiplying mismatched shapes raises uncaught ValueError
class Matrix:
    def __init__(self, rows):
        if len({len(r) for r in rows}) > 1:
            raise ValueError("ragged rows")
        self.rows = [list(r) for r in rows]

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0]) if self.rows else 0

    def __matmul__(self, other):
        (n, m), (p, q) = self.shape, other.shape
        if m != p:
            raise ValueError(f"matmul: shapes {self.shape} and {other.shape} do not align")
        return Matrix([[sum(self.rows[i][k] * other.rows[k][j] for k in range(m)) for j in range(q)] for i in range(n)])

    def __add__(self, other):
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __mul__(self, k):
        return Matrix([[k * x for x in r] for r in self.rows])

    __rmul__ = __mul__

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def T(self):
        return Matrix(zip(*self.rows))

    def __repr__(self):
        return f"Matrix({self.rows})"


A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
print(A @ B, B @ A)
print(A + B, 2 * A, A * 0.5)
print(A.T(), A.T().T() == A, A == [[1, 2], [3, 4]])
C = Matrix([[1, 2, 3]])
print(C.shape, C.T().shape, (C @ C.T()), C.T() @ C)
try:
    Matrix([[1], [2, 3]])
except ValueError as e:
    print("ValueError:", e)
print(A @ C)
print(C @ A)
