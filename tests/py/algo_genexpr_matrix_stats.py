# Matrix statistics written with nested generator expressions and comprehensions (typical one-liners)
import math

M = [[3, 1, 4, 1], [5, 9, 2, 6], [5, 3, 5, 8], [9, 7, 9, 3]]


def stats(m):
    rows, cols = len(m), len(m[0])
    total = sum(x for row in m for x in row)
    mean = total / (rows * cols)
    var = sum((x - mean) ** 2 for row in m for x in row) / (rows * cols)
    col_max = [max(m[r][c] for r in range(rows)) for c in range(cols)]
    diag = sum(m[i][i] for i in range(min(rows, cols)))
    anti = sum(m[i][cols - 1 - i] for i in range(min(rows, cols)))
    return total, round(mean, 4), round(math.sqrt(var), 4), col_max, diag, anti


print(stats(M))
print(max((x, r, c) for r, row in enumerate(M) for c, x in enumerate(row)))
print(min(((r, c) for r, row in enumerate(M) for c, x in enumerate(row) if x == 9), default=None))
print(sorted({x for row in M for x in row if x % 2}), dict((i, sum(row)) for i, row in enumerate(M)))
print(any(all(x > 2 for x in row) for row in M), all(any(x > 8 for x in row) for row in M[1:]))
print([[sum(a * b for a, b in zip(row, col)) for col in zip(*M)] for row in M][0])
print(list(zip(*((r, sum(row)) for r, row in enumerate(M) if sum(row) > 15))))
pairs = ((i, j) for i in range(4) for j in range(i + 1, 4) if M[i][j] == M[j][i])
print(list(pairs))
saddle = [(r, c) for r, row in enumerate(M) for c, x in enumerate(row)
          if x == min(row) and x == max(M[k][c] for k in range(len(M)))]
print(saddle)
counts = {v: sum(1 for row in M for x in row if x == v) for v in sorted({x for row in M for x in row})}
print(counts)
print(sum(1 for row in M for a, b in zip(row, row[1:]) if a < b), next(x for row in M for x in row if x > 7))
flat = (x for row in M for x in row)
print(next(flat), next(flat), sum(flat))
print([list(g) for g in (range(k) for k in range(4))], tuple(sum(c) for c in zip(*M)))
