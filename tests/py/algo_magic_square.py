# Magic squares: Siamese method for odd n, doubly-even construction, and a checker
def siamese(n):
    sq = [[0] * n for _ in range(n)]
    r, c = 0, n // 2
    for k in range(1, n * n + 1):
        sq[r][c] = k
        nr, nc = (r - 1) % n, (c + 1) % n
        if sq[nr][nc]:
            nr, nc = (r + 1) % n, c
        r, c = nr, nc
    return sq


def doubly_even(n):
    sq = [[i * n + j + 1 for j in range(n)] for i in range(n)]
    for i in range(n):
        for j in range(n):
            if (i % 4 in (0, 3)) == (j % 4 in (0, 3)):
                sq[i][j] = n * n + 1 - sq[i][j]
    return sq


def is_magic(sq):
    n = len(sq)
    target = n * (n * n + 1) // 2
    lines = [row for row in sq] + [list(col) for col in zip(*sq)]
    lines.append([sq[i][i] for i in range(n)])
    lines.append([sq[i][n - 1 - i] for i in range(n)])
    return all(sum(line) == target for line in lines), target


def show(sq):
    w = len(str(len(sq) ** 2))
    for row in sq:
        print(" ".join(str(v).rjust(w) for v in row))


for n in (3, 5, 4, 8):
    sq = siamese(n) if n % 2 else doubly_even(n)
    print(f"n={n}", is_magic(sq))
    show(sq)
print(is_magic([[2, 7, 6], [9, 5, 1], [4, 3, 8]]), is_magic([[1, 2], [3, 4]]))
