# cpython: same
# benign control: work that is large but within every limit
n = sum(i * i for i in range(200000))
s = "x" * 100000
d = {i: i for i in range(50000)}
print(n, len(s), len(d), 2 ** 10000 % 1000)
