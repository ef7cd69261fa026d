# Input validation for a matrix determinant helper; a non-square matrix raises a custom uncaught error
class MatrixError(ValueError):
    """Raised when a matrix has the wrong shape."""


def det(m):
    n = len(m)
    if any(len(row) != n for row in m):
        raise MatrixError(f"matrix must be square, got {n}x{len(m[0])}")
    if n == 1:
        return m[0][0]
    if n == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    total = 0
    for j in range(n):
        minor = [row[:j] + row[j + 1:] for row in m[1:]]
        total += (-1) ** j * m[0][j] * det(minor)
    return total


tests = [
    [[7]],
    [[1, 2], [3, 4]],
    [[2, -3, 1], [2, 0, -1], [1, 4, 5]],
    [[1, 0, 2, -1], [3, 0, 0, 5], [2, 1, 4, -3], [1, 0, 5, 0]],
    [[0.5, 1.5], [2.5, 3.5]],
]
for m in tests:
    print(len(m), det(m))
print(issubclass(MatrixError, ValueError), MatrixError.__doc__)
try:
    det([[1, 2, 3], [4, 5, 6]])
except ValueError as e:
    print("caught:", type(e).__name__, e)
det([[1, 2], [3, 4], [5, 6]])
