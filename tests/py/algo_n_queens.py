# N-queens: count all solutions with backtracking and bitmasks, print the first board
def solve_n_queens(n):
    solutions = []
    cols, diag1, diag2 = set(), set(), set()
    placement = []

    def place(row):
        if row == n:
            solutions.append(placement[:])
            return
        for c in range(n):
            if c in cols or row - c in diag1 or row + c in diag2:
                continue
            cols.add(c); diag1.add(row - c); diag2.add(row + c)
            placement.append(c)
            place(row + 1)
            placement.pop()
            cols.remove(c); diag1.remove(row - c); diag2.remove(row + c)

    place(0)
    return solutions


def count_bits(n):
    full = (1 << n) - 1

    def go(cols, d1, d2):
        if cols == full:
            return 1
        total = 0
        free = full & ~(cols | d1 | d2)
        while free:
            bit = free & -free
            free -= bit
            total += go(cols | bit, (d1 | bit) << 1 & full, (d2 | bit) >> 1)
        return total

    return go(0, 0, 0)


for n in range(1, 9):
    print(n, len(solve_n_queens(n)), count_bits(n))
first = solve_n_queens(8)[0]
print(first)
for c in first:
    print(" ".join("Q" if i == c else "." for i in range(8)))
print(count_bits(10))
sols6 = solve_n_queens(6)
print(sols6)
print([s[::-1] in sols6 for s in sols6])
