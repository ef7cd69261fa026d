# a sparse matrix with dict-of-keys storage: __getitem__/__setitem__ on tuples, nnz, +, @, transpose
class SparseMatrix:
    def __init__(self, rows, cols):
        self.shape = (rows, cols)
        self.data = {}

    def _check(self, i, j):
        r, c = self.shape
        if not (0 <= i < r and 0 <= j < c):
            raise IndexError(f"index ({i}, {j}) out of range for shape {self.shape}")

    def __getitem__(self, pos):
        self._check(*pos)
        return self.data.get(pos, 0)

    def __setitem__(self, pos, value):
        self._check(*pos)
        if value:
            self.data[pos] = value
        else:
            self.data.pop(pos, None)

    @property
    def nnz(self):
        return len(self.data)

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError("shape mismatch")
        out = SparseMatrix(*self.shape)
        for pos in set(self.data) | set(other.data):
            out[pos] = self[pos] + other[pos]
        return out

    def __matmul__(self, other):
        out = SparseMatrix(self.shape[0], other.shape[1])
        for (i, k), a in self.data.items():
            for (k2, j), b in other.data.items():
                if k == k2:
                    out[i, j] += a * b
        return out

    def T(self):
        out = SparseMatrix(self.shape[1], self.shape[0])
        for (i, j), v in self.data.items():
            out[j, i] = v
        return out

    def dense(self):
        r, c = self.shape
        return [[self[i, j] for j in range(c)] for i in range(r)]

a = SparseMatrix(3, 3)
a[0, 0], a[1, 2], a[2, 1] = 1, 5, -2
b = SparseMatrix(3, 3)
b[0, 0], b[2, 1], b[2, 2] = 4, 2, 7
print(a.dense(), a.nnz)
print((a + b).dense(), (a + b).nnz)
print((a @ b).dense(), a.T().dense())
a[1, 2] = 0
print(a.nnz, sorted(a.data.items()))
for bad in (lambda: a[3, 0], lambda: a + SparseMatrix(2, 2)):
    try:
        bad()
    except (IndexError, ValueError) as e:
        print(type(e).__name__ + ":", e)
