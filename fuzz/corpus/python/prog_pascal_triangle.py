# Pascal's triangle, binomials and formatted output
def pascal(n):
    rows = [[1]]
    for _ in range(n - 1):
        prev = rows[-1]
        rows.append([1] + [a + b for a, b in zip(prev, prev[1:])] + [1])
    return rows

rows = pascal(10)
width = len(" ".join(map(str, rows[-1])))
for row in rows:
    print(" ".join(map(str, row)).center(width))
print([sum(r) for r in rows])
print(pascal(70)[-1][34])
print([r[2] for r in rows[2:]])
odd = ["".join("*" if v % 2 else " " for v in r).rstrip() for r in pascal(16)]
for line in odd:
    print(line)
