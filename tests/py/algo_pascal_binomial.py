# Pascal's triangle: generator of rows, centred printing, binomial identities, mod-2 Sierpinski
from math import comb


def pascal_rows():
    row = [1]
    while True:
        yield row
        row = [a + b for a, b in zip([0] + row, row + [0])]


rows = []
for i, row in enumerate(pascal_rows()):
    if i == 10:
        break
    rows.append(row)
width = len(" ".join(map(str, rows[-1])))
for row in rows:
    print(" ".join(map(str, row)).center(width))
print(all(r[k] == comb(i, k) for i, r in enumerate(rows) for k in range(i + 1)))
print([sum(r) for r in rows])
print([sum(r[k] for k in range(0, len(r), 2)) for r in rows])
print([rows[n][n // 2] for n in range(0, 10, 2)])
gen = pascal_rows()
for _ in range(16):
    row = next(gen)
    print("".join("*" if v % 2 else " " for v in row).rstrip())
big = next(r for i, r in enumerate(pascal_rows()) if i == 60)
print(max(big), comb(60, 30))
