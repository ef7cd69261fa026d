# a generator expression whose loop variable has the name the statement assigns, inside a function
def first_big(p):
    z = next(z for z in range(2, p) if z > 3)
    return z


def pair(n):
    x, y = max((x, y) for x in range(n) for y in range(x)), sum(y for y in range(n))
    return x, y


def total(rows):
    row = sum(row for row in rows)
    k = list(k * 2 for k in range(3))
    items = sorted((v, k) for k, v in {"a": 2, "b": 1}.items())
    return row, k, items


def nested():
    a = [1, 2, 3]
    a = tuple(a * 10 for a in a)
    return a


print(first_big(13), pair(4), total([1, 2, 3]), nested())
z = next(z for z in range(5) if z > 2)
print(z)
