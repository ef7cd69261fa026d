# Sudoku validation and a small backtracking solver (4x4)
board = [
    [5, 3, 4, 6, 7, 8, 9, 1, 2],
    [6, 7, 2, 1, 9, 5, 3, 4, 8],
    [1, 9, 8, 3, 4, 2, 5, 6, 7],
    [8, 5, 9, 7, 6, 1, 4, 2, 3],
    [4, 2, 6, 8, 5, 3, 7, 9, 1],
    [7, 1, 3, 9, 2, 4, 8, 5, 6],
    [9, 6, 1, 5, 3, 7, 2, 8, 4],
    [2, 8, 7, 4, 1, 9, 6, 3, 5],
    [3, 4, 5, 2, 8, 6, 1, 7, 9],
]
def valid_group(g):
    nums = [v for v in g if v]
    return len(nums) == len(set(nums))
def is_valid(b, n=9, box=3):
    rows = all(valid_group(r) for r in b)
    cols = all(valid_group([b[r][c] for r in range(n)]) for c in range(n))
    boxes = all(valid_group([b[r][c] for r in range(br, br + box) for c in range(bc, bc + box)])
                for br in range(0, n, box) for bc in range(0, n, box))
    return rows and cols and boxes
print(is_valid(board))
broken = [row[:] for row in board]
broken[0][0], broken[0][1] = broken[0][1], broken[0][0]
print(is_valid(broken))
puzzle = [[1, 0, 0, 0], [0, 0, 3, 0], [0, 4, 0, 0], [0, 0, 0, 2]]
def solve(b):
    for r in range(4):
        for c in range(4):
            if b[r][c] == 0:
                for v in range(1, 5):
                    b[r][c] = v
                    if is_valid(b, 4, 2) and solve(b):
                        return True
                b[r][c] = 0
                return False
    return True
print(solve(puzzle))
for row in puzzle:
    print(" ".join(map(str, row)))
