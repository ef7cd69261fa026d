# Using the array module for compact numeric storage: sieve of bytes, typecodes, sums and slicing
from array import array

N = 2000
flags = array("b", [1]) * (N + 1)
flags[0] = flags[1] = 0
p = 2
while p * p <= N:
    if flags[p]:
        for m in range(p * p, N + 1, p):
            flags[m] = 0
    p += 1
primes = array("i", (i for i, f in enumerate(flags) if f))
print(len(primes), primes[:10].tolist(), primes[-3:].tolist())
print(primes.typecode, primes.itemsize, sum(primes), max(primes))
squares = array("l", [i * i for i in range(10)])
squares.append(100)
squares.extend([121, 144])
squares.reverse()
print(squares.tolist(), squares.index(49), squares.count(0), len(squares))
floats = array("d", [0.5, 1.25, 2.0])
floats.insert(1, 9.75)
print(floats, floats.tolist(), sum(floats) / len(floats))
print(array("i", [3, 1, 2]) == array("i", [3, 1, 2]), array("i", [1]) < array("i", [2]))
try:
    array("b", [200])
except OverflowError as e:
    print("OverflowError:", e)
try:
    squares.index(7)
except ValueError as e:
    print("ValueError:", e)
print(array("B", b"abc").tolist(), bytes(array("B", [104, 105])))
