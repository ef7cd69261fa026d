# Sparse matrices as dict-of-keys: add, multiply, transpose, and dense conversion
class Sparse:
    def __init__(self, rows, cols, entries=None):
        self.rows, self.cols = rows, cols
        self.data = {k: v for k, v in (entries or {}).items() if v}

    @classmethod
    def from_dense(cls, dense):
        return cls(len(dense), len(dense[0]),
                   {(i, j): v for i, row in enumerate(dense) for j, v in enumerate(row) if v})

    def to_dense(self):
        return [[self.data.get((i, j), 0) for j in range(self.cols)] for i in range(self.rows)]

    def __add__(self, other):
        out = dict(self.data)
        for k, v in other.data.items():
            out[k] = out.get(k, 0) + v
        return Sparse(self.rows, self.cols, out)

    def __matmul__(self, other):
        by_row = {}
        for (k, j), v in other.data.items():
            by_row.setdefault(k, []).append((j, v))
        out = {}
        for (i, k), a in self.data.items():
            for j, b in by_row.get(k, ()):
                out[(i, j)] = out.get((i, j), 0) + a * b
        return Sparse(self.rows, other.cols, out)

    def T(self):
        return Sparse(self.cols, self.rows, {(j, i): v for (i, j), v in self.data.items()})

    def density(self):
        return len(self.data) / (self.rows * self.cols)

    def __repr__(self):
        items = ", ".join(f"{k}: {v}" for k, v in sorted(self.data.items()))
        return f"Sparse({self.rows}x{self.cols}, {{{items}}})"


A = Sparse.from_dense([[1, 0, 0, 2], [0, 0, 3, 0], [0, 0, 0, 0], [4, 0, 0, 5]])
B = Sparse(4, 2, {(0, 0): 1, (3, 1): -1, (2, 0): 2})
print(A)
print(B, f"{A.density():.3f}")
print((A @ B).to_dense())
print((A + A.T()).to_dense())
print(A.T())
I = Sparse(4, 4, {(i, i): 1 for i in range(4)})
print((A @ I).data == A.data, (A + Sparse(4, 4, {(0, 0): -1})).data)
big = Sparse(1000, 1000, {(i, (i * 7) % 1000): i for i in range(1000)})
sq = big @ big.T()
print(len(sq.data), sq.data[(999, 999)], f"{sq.density():.6f}")
