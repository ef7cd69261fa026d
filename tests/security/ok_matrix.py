# cpython: same
# benign control: nested lists: a matrix product and transpose
A = [[1, 2], [3, 4]]
B = [[5, 6], [7, 8]]
C = [[sum(a * b for a, b in zip(row, col)) for col in zip(*B)] for row in A]
print(C, list(map(list, zip(*A))))
