# cpython: same
# benign control: a loop, big ints, tuple unpacking
a, b = 0, 1
for _ in range(200):
    a, b = b, a + b
print(a)
print([n * n for n in range(10) if n % 2])
