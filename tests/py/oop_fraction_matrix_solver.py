# Gaussian elimination with Fractions in a LinearSystem class: unique, none and infinite solutions
from fractions import Fraction

class LinearSystem:
    def __init__(self, rows):
        self.rows = [[Fraction(x) for x in r] for r in rows]

    def solve(self):
        m = [r[:] for r in self.rows]
        n = len(m[0]) - 1
        pivot_row = 0
        pivots = []
        for col in range(n):
            sel = next((r for r in range(pivot_row, len(m)) if m[r][col] != 0), None)
            if sel is None:
                continue
            m[pivot_row], m[sel] = m[sel], m[pivot_row]
            pv = m[pivot_row][col]
            m[pivot_row] = [x / pv for x in m[pivot_row]]
            for r in range(len(m)):
                if r != pivot_row and m[r][col] != 0:
                    f = m[r][col]
                    m[r] = [a - f * b for a, b in zip(m[r], m[pivot_row])]
            pivots.append(col)
            pivot_row += 1
        for r in m[pivot_row:]:
            if r[-1] != 0:
                return "no solution"
        if len(pivots) < n:
            return f"infinitely many ({n - len(pivots)} free)"
        return [m[i][-1] for i in range(n)]

for rows in ([[2, 1, -1, 8], [-3, -1, 2, -11], [-2, 1, 2, -3]],
             [[1, 1, 2], [2, 2, 5]],
             [[1, 2, 3], [2, 4, 6]],
             [[1, 0, Fraction(1, 3)], [0, 3, 1]]):
    sol = LinearSystem(rows).solve()
    print(sol if isinstance(sol, str) else [str(x) for x in sol])
