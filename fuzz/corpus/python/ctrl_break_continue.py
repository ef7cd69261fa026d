# break and continue in nested loops
for i in range(4):
    for j in range(4):
        if j == 2:
            break
        if (i + j) % 2:
            continue
        print(i, j)
total = 0
i = 0
while True:
    i += 1
    if i % 2 == 0:
        continue
    if i > 9:
        break
    total += i
print("total", total)
found = None
for row in [[1, 2], [3, 4], [5, 6]]:
    for v in row:
        if v == 4:
            found = v
            break
    if found:
        break
print("found", found, "row", row)
count = 0
for c in "hello world":
    if c in "aeiou":
        continue
    count += 1
print(count)
k = 10
while k:
    k -= 3
    if k < 0:
        break
print(k)
for i in range(3):
    pass
print("loop var after loop", i)
