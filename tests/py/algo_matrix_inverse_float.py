# Matrix inverse by Gauss-Jordan with partial pivoting (floats), checked by A*inv(A) ~ I, and a condition number
import math


def inverse(a):
    n = len(a)
    m = [list(map(float, row)) + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        if abs(m[p][c]) < 1e-14:
            raise ValueError("matrix is singular to working precision")
        m[c], m[p] = m[p], m[c]
        piv = m[c][c]
        m[c] = [x / piv for x in m[c]]
        for r in range(n):
            if r != c:
                f = m[r][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [row[n:] for row in m]


def matmul(a, b):
    return [[sum(x * y for x, y in zip(r, c)) for c in zip(*b)] for r in a]


def norm_inf(a):
    return max(sum(abs(x) for x in row) for row in a)


def show(m, digits=6):
    for row in m:
        print("  [" + ", ".join(f"{x:{digits + 4}.{digits}f}" for x in row) + "]")


A = [[4, 7, 2], [3, 6, 1], [2, 5, 3]]
inv = inverse(A)
show(inv)
I = matmul(A, inv)
print(all(math.isclose(I[i][j], float(i == j), abs_tol=1e-12) for i in range(3) for j in range(3)))
print(f"cond = {norm_inf(A) * norm_inf(inv):.6f}")
H = [[1 / (i + j + 1) for j in range(5)] for i in range(5)]
Hi = inverse(H)
print([round(x) for x in Hi[0]], f"cond(H5) ~ {norm_inf(H) * norm_inf(Hi):.4e}")
try:
    inverse([[1, 2], [2, 4.0000000000000001]])
except ValueError as e:
    print("ValueError:", e)
show(inverse([[0, 1], [1, 0]]), 2)
