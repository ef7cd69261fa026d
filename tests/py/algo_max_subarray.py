# Maximum subarray (Kadane) with indices, max product subarray, 2-D max sum
def kadane(a):
    best, best_lo, best_hi = a[0], 0, 0
    cur, lo = 0, 0
    for i, x in enumerate(a):
        if cur <= 0:
            cur, lo = x, i
        else:
            cur += x
        if cur > best:
            best, best_lo, best_hi = cur, lo, i
    return best, a[best_lo:best_hi + 1]


def max_product(a):
    hi = lo = best = a[0]
    for x in a[1:]:
        cands = (x, hi * x, lo * x)
        hi, lo = max(cands), min(cands)
        best = max(best, hi)
    return best


def max_rect(m):
    rows, cols = len(m), len(m[0])
    best = None
    for top in range(rows):
        col = [0] * cols
        for bottom in range(top, rows):
            for c in range(cols):
                col[c] += m[bottom][c]
            s, _ = kadane(col)
            if best is None or s > best[0]:
                best = (s, top, bottom)
    return best


for a in ([-2, 1, -3, 4, -1, 2, 1, -5, 4], [1], [-3, -1, -2], [5, 4, -1, 7, 8], [2, -1, 2, 3, -9, 4]):
    print(a, kadane(a))
for a in ([2, 3, -2, 4], [-2, 0, -1], [-2, 3, -4], [0.5, 4, -1, 2.5]):
    print(a, max_product(a))
matrix = [[1, 2, -1, -4, -20], [-8, -3, 4, 2, 1], [3, 8, 10, 1, 3], [-4, -1, 1, 7, -6]]
print(max_rect(matrix))
