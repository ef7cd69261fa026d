# getattr/hasattr/attrgetter find a complex number's real and imag (raw fields on the fast path)
import operator

z = 3 + 4j
print(getattr(z, "real"), getattr(z, "imag"), getattr(z, "nope", "default"))
print(hasattr(z, "real"), hasattr(z, "imag"), hasattr(z, "conjugate"), hasattr(z, "numerator"))
print(operator.attrgetter("real", "imag")(z), operator.attrgetter("imag")(-2j))
print(sorted([1 + 5j, 3 - 1j, -2 + 0j], key=operator.attrgetter("real")))
print(getattr(z, "conjugate")(), [getattr(complex(i, -i), "imag") for i in range(3)])
try:
    z.real = 1.0
except AttributeError as e:
    print("AttributeError:", e)
try:
    getattr(z, "nope")
except AttributeError as e:
    print("AttributeError:", e)
