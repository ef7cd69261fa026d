# Determinant and inverse with fractions.Fraction (exact Gaussian elimination)
from fractions import Fraction


def determinant(m):
    m = [[Fraction(x) for x in row] for row in m]
    n, det = len(m), Fraction(1)
    for c in range(n):
        pivot = next((r for r in range(c, n) if m[r][c] != 0), None)
        if pivot is None:
            return Fraction(0)
        if pivot != c:
            m[c], m[pivot] = m[pivot], m[c]
            det = -det
        det *= m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n):
                m[r][k] -= f * m[c][k]
    return det


def inverse(m):
    n = len(m)
    aug = [[Fraction(x) for x in row] + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(m)]
    for c in range(n):
        p = next((r for r in range(c, n) if aug[r][c] != 0), None)
        if p is None:
            raise ZeroDivisionError("matrix is singular")
        aug[c], aug[p] = aug[p], aug[c]
        pv = aug[c][c]
        aug[c] = [x / pv for x in aug[c]]
        for r in range(n):
            if r != c and aug[r][c] != 0:
                f = aug[r][c]
                aug[r] = [x - f * y for x, y in zip(aug[r], aug[c])]
    return [row[n:] for row in aug]


mats = [
    [[2, 0], [0, 3]],
    [[1, 2], [3, 4]],
    [[6, 1, 1], [4, -2, 5], [2, 8, 7]],
    [[1, 2, 3], [4, 5, 6], [7, 8, 9]],
    [[Fraction(1, 2), Fraction(1, 3)], [Fraction(1, 4), Fraction(1, 5)]],
    [[0, 1, 2], [1, 0, 3], [4, -3, 8]],
]
for m in mats:
    print("det =", determinant(m))
inv = inverse([[2, 1], [7, 4]])
print(inv)
print([[str(x) for x in row] for row in inverse([[6, 1, 1], [4, -2, 5], [2, 8, 7]])])
h = [[Fraction(1, i + j + 1) for j in range(4)] for i in range(4)]
print("hilbert det:", determinant(h))
print("hilbert inverse row 0:", [int(x) for x in inverse(h)[0]])
try:
    inverse([[1, 2], [2, 4]])
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
