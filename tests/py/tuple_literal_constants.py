# tuples of literals are built once (as CPython's constants); everything built from them is new
DIRS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def neighbours(x, y):
    out = []
    for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        out.append((x + dx, y + dy))
    return out


def pair():
    return (1, 2)


print(neighbours(3, 4))
print(pair() is pair(), pair() == (1, 2))
grid = [list(row) for row in ((1, 2, 3), (4, 5, 6))]
grid[0][0] = 99
print(grid, ((1, 2, 3), (4, 5, 6)))
acc = ()
for _ in range(3):
    acc += (7, 8)
print(acc, (7, 8))
seen = {(0, 0): "origin"}
for d in DIRS:
    seen[d] = "step"
print(seen)
print((1, -2.5, "s", None, True, b"b", (3, (4,)), -1j, ...))
print([((1, 2),) * 2], (1,) * 3)
print(sorted([(2, "b"), (1, "z"), (2, "a")]), (1, 2) < (1, 3), hash((1, 2)) == hash(pair()))
t = (1, [2])
t[1].append(3)
print(t, (1, [2]))
x = ((), (not 1, ~5, - -2, +3.5, -1j), (True, ()))
print(x, x[0] == ())
for a, b in ((1, ()), (2, (3,))):
    print(a, b)
try:
    y = (~1.5, 2)
except TypeError as e:
    print(e)
print({(), 1, 2}, {-1, 5, 3})
