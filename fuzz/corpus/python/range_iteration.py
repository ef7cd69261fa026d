# loops over ranges with various steps; range objects reused
r = range(2, 20, 4)
for x in r:
    print(x, end=" ")
print()
print(list(r), list(r), len(r), r[1], r[-1])
for i in range(10, -1, -5):
    print("down", i)
for i in range(0):
    print("never")
for i in range(-3):
    print("never")
total = 0
for i in range(1, 101, 2):
    total += i
print(total)
print([i for i in range(3, -4, -2)], [i * i for i in range(5)[::-1]])
n = 5
for i in range(n):
    n -= 1
print(n, i)
for i in range(3):
    i = 100
    print("reassigned", i)
print(list(zip(range(3), range(10, 0, -3))))
