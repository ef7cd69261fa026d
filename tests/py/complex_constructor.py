# complex(): numbers, strings, complex arguments and keywords, and the errors
print(complex(), complex(2), complex(2.5), complex(True), complex(1, 2), complex(1j, 1j))
print(complex(1 + 2j, 3 + 4j), complex(real=1, imag=2), complex(imag=3), complex(0, 1j), complex(2, 1j))
print(complex(-0.0), complex(-0.0, -0.0), complex(10 ** 20, 1), complex(1j), complex(2 ** 53 + 1))
class C:
    def __complex__(self):
        return 5 - 1j
class F:
    def __float__(self):
        return 2.5
class I:
    def __index__(self):
        return 7
print(complex(C()), complex(F()), complex(I()), complex(F(), F()), complex(C(), 1))
for s in ["1+2j", " (1+2j) ", "1", "j", "-j", "+j", "2j", "1e3j", "1e-3-2.5e+2j", "inf+nanj", "-infj",
          "1_000+2_0j", "  3.5  ", "1.j", ".5j", "1+j", "1-j", "(1)", "1e5", "NaN", "Infinity-Infinityj",
          "\t-1.5J\n", "( 2-3j )"]:
    print(repr(s), complex(s))
for s in ["", "1+", "j1", "1 + 2j", "1+2", "(1+2j", "1+2j)", "1__0j", "_1j", "1j_", "x", "1+2jj",
          "1e", "0x10j", "()", "1+2j+3j", "jj"]:
    try:
        print(complex(s))
    except ValueError as e:
        print(repr(s), "ValueError", e)
for a, b in [(1, [1]), (1, None), (1, "x"), ([1], None), ("1", 2), (None, 1), ({}, 2)]:
    try:
        print(complex(a, b) if b is not None else complex(a))
    except TypeError as e:
        print("TypeError", e)
try:
    complex(10 ** 400)
except OverflowError as e:
    print("OverflowError", e)
print(isinstance(1j, complex), type(1j), type(1j).__name__, complex, isinstance(1, complex), type(1j) is complex)
import numbers
print(isinstance(1j, numbers.Complex), isinstance(1j, numbers.Real), isinstance(1.0, numbers.Complex), isinstance(1j, numbers.Number))
