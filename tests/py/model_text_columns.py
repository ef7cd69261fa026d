# Lay out a list of words in N columns (like `ls`), column-major and row-major.
import math

def columns(items, width=40, gap=2):
    col_w = max(map(len, items)) + gap
    ncols = max(1, width // col_w)
    nrows = math.ceil(len(items) / ncols)
    lines = []
    for r in range(nrows):
        cells = [items[c * nrows + r] for c in range(ncols) if c * nrows + r < len(items)]
        lines.append("".join(cell.ljust(col_w) for cell in cells).rstrip())
    return lines

def rows_major(items, ncols):
    for i in range(0, len(items), ncols):
        yield " | ".join(f"{x:^8}" for x in items[i:i + ncols])

words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho".split()
print("\n".join(columns(words)))
print()
print("\n".join(columns(words, width=60, gap=1)))
print()
for line in rows_major(words[:10], 4):
    print(line)
