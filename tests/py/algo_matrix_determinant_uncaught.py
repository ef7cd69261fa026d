# LU decomposition without pivoting (Doolittle); a zero pivot ends the run with an uncaught ZeroDivisionError
from fractions import Fraction


def lu(a):
    n = len(a)
    L = [[Fraction(int(i == j)) for j in range(n)] for i in range(n)]
    U = [[Fraction(0)] * n for _ in range(n)]
    for i in range(n):
        for k in range(i, n):
            U[i][k] = a[i][k] - sum(L[i][j] * U[j][k] for j in range(i))
        for k in range(i + 1, n):
            L[k][i] = (a[k][i] - sum(L[k][j] * U[j][i] for j in range(i))) / U[i][i]
    return L, U


def fmt(m):
    return "[" + "; ".join(" ".join(str(x) for x in row) for row in m) + "]"


for a in ([[2, -1, -2], [-4, 6, 3], [-4, -2, 8]], [[1, 2], [3, 4]], [[4, 3, 2], [2, 1, 3], [3, 2, 1]]):
    L, U = lu(a)
    det = 1
    for i in range(len(a)):
        det *= U[i][i]
    print("L =", fmt(L))
    print("U =", fmt(U), "det =", det)
L, U = lu([[0, 1], [1, 0]])
