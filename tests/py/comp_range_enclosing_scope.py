# a comprehension's first range(...) is evaluated in the enclosing scope: class variables, same-named locals
class Table:
    N = 5
    SQUARES = [n * n for n in range(N)]
    EVENS = {n for n in range(0, N * 2, 2)}
    CUBES = {n: n ** 3 for n in range(1, N)}
    PAIRS = [(i, j) for i in range(N) for j in "ab"]
    try:
        BAD = [i * N for i in range(2)]
    except NameError as e:
        ERR = str(e)


def shadow(n):
    return [n for n in range(n)], {n * 2 for n in range(n, 0, -1)}


def step(k):
    i = 10
    return [i for i in range(i, i + k)]


print(Table.SQUARES, Table.EVENS, Table.CUBES)
print(Table.PAIRS[:3], Table.ERR)
print(shadow(4), step(3))
