# complex arithmetic with ints, floats, bools and complex on both sides
z = 3 + 4j
w = 1 - 2j
for a in [z, 2, 2.5, True, w, -0.0]:
    for b in [z, 3, 0.5, False, w]:
        try:
            print(a + b, a - b, a * b, a / b, a ** b)
        except ZeroDivisionError as e:
            print("ZeroDivisionError", e)
print(-z, +z, -(0j), abs(z), abs(-3j), z.conjugate(), z.real, z.imag, (2j).real)
print((1 + 1j) ** 2, (1 + 1j) ** 0.5, 2 ** 1j, 1j ** 1j, (2 + 3j) ** -2, (1 + 2j) ** 100)
print((-8) ** (1 / 3), (-2.0) ** 0.5, pow(-1, 0.5), (-1) ** 2.0, pow(1j, 2))
x = 1j
x += 1
x *= 2
x -= 1j
x /= 2
x **= 2
print(x)
print(sum([1j, 2, 3.5]), sum([1j, 2j], 1), sum([1 + 1j] * 10), sum(k * 1j for k in range(5)))
print(bool(0j), bool(1j), bool(complex(0, -0.0)), not 0j, 1j or 2, 0j or 3)
print((1 + 2j).__add__(1), (1 + 2j).__radd__(1), (2j).__pow__(2), (1j).__rsub__(1), (1j).__eq__("a"))
print((3).conjugate(), (2.5).imag, (3).real, True.imag, complex.conjugate(1j))
print(1e308j * 10, complex(1e308, 1) * 10, 1j * float("inf"), complex(float("nan"), 1) + 1)
