# Solving linear systems: Gaussian elimination with partial pivoting (floats) and exact Fractions
from fractions import Fraction


def solve(a, b):
    n = len(a)
    m = [list(map(float, row)) + [float(bi)] for row, bi in zip(a, b)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        if abs(m[p][c]) < 1e-12:
            raise ValueError("singular matrix")
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n + 1):
                m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def solve_exact(a, b):
    n = len(a)
    m = [[Fraction(v) for v in row] + [Fraction(bi)] for row, bi in zip(a, b)]
    for c in range(n):
        p = next(r for r in range(c, n) if m[r][c])
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


A = [[2, 1, -1], [-3, -1, 2], [-2, 1, 2]]
b = [8, -11, -3]
print(solve(A, b))
print([round(v, 10) for v in solve(A, b)])
print(solve_exact(A, b))
A2 = [[1, 1, 1], [0, 2, 5], [2, 5, -1]]
b2 = [6, -4, 27]
print(["%.6f" % v for v in solve(A2, b2)], solve_exact(A2, b2))
A3 = [[3, 2], [1, 7]]
print(solve_exact(A3, [1, 1]), [f"{v:.5g}" for v in solve(A3, [1, 1])])
try:
    solve([[1, 2], [2, 4]], [1, 2])
except ValueError as e:
    print("ValueError:", e)
print(sum(x * y for x, y in zip(A[0], solve(A, b))))
