# Determinants three ways (Laplace expansion, LU with floats, Bareiss integer-exact) and Cramer's rule
from fractions import Fraction


def det_laplace(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det_laplace([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))


def det_lu(m):
    a = [list(map(float, r)) for r in m]
    n, det = len(a), 1.0
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(a[r][i]))
        if a[p][i] == 0:
            return 0.0
        if p != i:
            a[i], a[p] = a[p], a[i]
            det = -det
        det *= a[i][i]
        for r in range(i + 1, n):
            f = a[r][i] / a[i][i]
            for c in range(i, n):
                a[r][c] -= f * a[i][c]
    return det


def det_bareiss(m):
    a = [r[:] for r in m]
    n, sign, prev = len(a), 1, 1
    for k in range(n - 1):
        if a[k][k] == 0:
            swap = next((r for r in range(k + 1, n) if a[r][k]), None)
            if swap is None:
                return 0
            a[k], a[swap] = a[swap], a[k]
            sign = -sign
        for i in range(k + 1, n):
            for j in range(k + 1, n):
                a[i][j] = (a[i][j] * a[k][k] - a[i][k] * a[k][j]) // prev
        prev = a[k][k]
    return sign * a[-1][-1]


def cramer(m, b):
    d = det_bareiss(m)
    out = []
    for i in range(len(m)):
        mi = [row[:i] + [b[r]] + row[i + 1:] for r, row in enumerate(m)]
        out.append(Fraction(det_bareiss(mi), d))
    return out


mats = [
    [[4, 3], [6, 3]],
    [[2, 0, 1], [1, 3, 2], [1, 1, 1]],
    [[0, 2, 1, 3], [1, 0, 4, 2], [2, 3, 0, 1], [3, 1, 2, 0]],
    [[1, 2, 3], [2, 4, 6], [7, 8, 9]],
    [[5, -2, 3, 1, 0], [1, 4, -1, 2, 3], [0, 2, 6, -3, 1], [2, -1, 0, 5, 4], [3, 0, 1, 2, 7]],
]
for m in mats:
    print(det_laplace(m), det_bareiss(m), round(det_lu(m), 9))
print(cramer([[2, 1, -1], [-3, -1, 2], [-2, 1, 2]], [8, -11, -3]))
print([str(x) for x in cramer([[3, 2], [1, 7]], [1, 1])])
big = [[(i * j + i + j) % 7 + (i == j) * 10 for j in range(8)] for i in range(8)]
print(det_bareiss(big), round(det_lu(big)))
