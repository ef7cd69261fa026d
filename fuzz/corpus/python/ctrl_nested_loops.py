# nested loops, loop variables and patterns
for i in range(1, 4):
    row = ""
    for j in range(1, 4):
        row += str(i * j).rjust(3)
    print(row)
pairs = []
for a in range(3):
    for b in range(a, 3):
        pairs.append((a, b))
print(pairs)
for n in range(1, 5):
    print("*" * n)
for n in range(3, 0, -1):
    print(" " * (3 - n) + "#" * (2 * n - 1))
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
diag = 0
for i in range(len(m)):
    for j in range(len(m[i])):
        if i == j:
            diag += m[i][j]
print("diag", diag)
i = 0
while i < 3:
    j = 0
    while j < i:
        print("w", i, j)
        j += 1
    i += 1
lst = [1, 2, 3]
for x in lst:
    if x == 1:
        lst.append(4)
print(lst)
