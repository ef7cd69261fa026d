# Matrix operations with nested lists
def matmul(a, b):
    rows, inner, cols = len(a), len(b), len(b[0])
    if len(a[0]) != inner:
        raise ValueError("shape mismatch")
    return [[sum(a[i][k] * b[k][j] for k in range(inner)) for j in range(cols)] for i in range(rows)]

def transpose(m):
    return [list(row) for row in zip(*m)]

def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]

def determinant(m):
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    total = 0
    for c in range(len(m)):
        minor = [row[:c] + row[c + 1:] for row in m[1:]]
        total += (-1) ** c * m[0][c] * determinant(minor)
    return total

def mat_pow(m, p):
    result = identity(len(m))
    while p:
        if p & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        p >>= 1
    return result

def show(m):
    width = max(len(str(v)) for row in m for v in row)
    for row in m:
        print(" ".join(str(v).rjust(width) for v in row))

A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
show(matmul(A, B))
show(transpose(A))
print(determinant([[2, 0, 1], [1, 3, 2], [1, 1, 1]]), determinant(identity(4)))
print(mat_pow([[1, 1], [1, 0]], 90)[0][1])
try:
    matmul(A, A)
except ValueError as e:
    print("error:", e)
print(matmul(identity(2), [[5, 6], [7, 8]]) == [[5, 6], [7, 8]])
