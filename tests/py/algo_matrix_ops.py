# Matrix operations on nested lists: multiply, transpose, identity, power, trace
def matmul(a, b):
    if len(a[0]) != len(b):
        raise ValueError(f"shapes {len(a)}x{len(a[0])} and {len(b)}x{len(b[0])} not aligned")
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def transpose(m):
    return [list(r) for r in zip(*m)]


def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]


def matpow(m, k):
    result = identity(len(m))
    while k:
        if k & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        k >>= 1
    return result


def show(m, name):
    print(name + ":")
    w = max(len(str(x)) for row in m for x in row)
    for row in m:
        print("  [" + " ".join(str(x).rjust(w) for x in row) + "]")


A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
show(matmul(A, B), "A*B")
show(matmul(B, A), "B*A")
show(transpose(A), "A^T")
show(matpow([[1, 1], [1, 0]], 30), "fib^30")
show(matpow([[2, 0], [0, 3]], 40), "diag^40")
print("trace:", sum(matmul(B, A)[i][i] for i in range(3)))
try:
    matmul(A, A)
except ValueError as e:
    print("ValueError:", e)
F = [[0.5, 1.5], [2.0, -1.0]]
print(matmul(F, F), transpose([[1]]), transpose([]))
print([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(A, A)])
print([[3 * x for x in row] for row in A])
