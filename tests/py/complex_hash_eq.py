# equality and hashing: complex numbers with a zero imaginary part equal ints and floats
print(hash(complex(1, 0)) == hash(1), hash(complex(1.5, 0)) == hash(1.5), hash(1 + 2j), hash(-1j), hash(0j))
print(hash(complex(-1, 0)), hash(3.5 - 2.25j), hash(complex(1e300, -1e-300)))
print(1 == complex(1, 0), complex(1, 0) == 1, 1.0 == 1 + 0j, 1j == 1j, 1j != 2j, 1j == "1j", 1j != None)
print(True == 1 + 0j, 0j == False, complex(2 ** 53, 0) == 2 ** 53 + 1, 1j == 1, complex(0.5) == 0.5)
print(-0.0 + 0j == 0, complex(-0.0, -0.0) == 0j, complex(float("nan")) == complex(float("nan")))
print({1: "a", 1 + 0j: "b"}, {1j: 1, complex(0, 1): 2, 2j: 3}, {(1, 1j): "t"}[(1, complex(0, 1))])
print(set([1, 1 + 0j, 2j, 2j]), 2j in {2j}, (1 + 0j) in {1}, 1.0 in {1 + 0j}, {complex(-0.0, 1), complex(0.0, 1)})
print([1j, 2j].index(2j), 2j in [1, 2j], [1j, 1j, 2].count(1j), (1j, 2).index(2))
print(sorted([3j, 1j, -2 + 0j], key=abs), max([1j, 3, 2 + 2j], key=abs), min([1 + 1j, 1j], key=lambda c: c.real))
d = {}
for z in [1j, 2j, 1j, 1 + 0j, 1]:
    d[z] = d.get(z, 0) + 1
print(d)
