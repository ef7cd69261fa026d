# Matrix chain multiplication order with parenthesisation
import sys


def matrix_chain(dims):
    n = len(dims) - 1
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            cost[i][j] = sys.maxsize
            for k in range(i, j):
                c = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                if c < cost[i][j]:
                    cost[i][j] = c
                    split[i][j] = k
    return cost, split


def parens(split, i, j, names="ABCDEFGHIJ"):
    if i == j:
        return names[i]
    k = split[i][j]
    return f"({parens(split, i, k)}{parens(split, k + 1, j)})"


for dims in ([10, 30, 5, 60], [40, 20, 30, 10, 30], [30, 35, 15, 5, 10, 20, 25], [5, 10], [1, 2, 3, 4, 5, 6]):
    cost, split = matrix_chain(dims)
    n = len(dims) - 1
    print(dims, "->", cost[0][n - 1], parens(split, 0, n - 1))
print(sys.maxsize)
