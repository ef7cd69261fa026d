# matrix product with sum() over zip() generator expressions
def matmul(a, b):
    cols = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, col)) for col in cols] for row in a]


def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def trace(m):
    return sum(m[i][i] for i in range(len(m)))


def main():
    n = 105
    a = [[(i * j + i + 1) % 7 - 3 for j in range(n)] for i in range(n)]
    b = [[(i + 2 * j * j + 1) % 5 - 2 for j in range(n)] for i in range(n)]
    c = matmul(a, b)
    print("trace(a*b) =", trace(c))
    print("row 5 head:", c[5][:6])
    assert matmul(a, identity(n)) == a
    f = [[(i - j) / (1 + i + j) for j in range(n)] for i in range(n)]
    g = matmul(f, f)
    print(f"float trace: {trace(g):.6f}")
    total = sum(sum(row) for row in matmul(c, b))
    print("sum of (a*b)*b:", total)


if __name__ == "__main__":
    main()
