# what complex does not support, with CPython's errors
tests = [
    lambda: 1j // 2, lambda: 1j % 2, lambda: 2 // 1j, lambda: 2 % 1j, lambda: divmod(1j, 2),
    lambda: 1j / 0, lambda: 1j / 0j, lambda: 1 / 0j, lambda: 2.5 / 0j, lambda: 0j ** -1,
    lambda: 0j ** 1j, lambda: 0j ** (-1 + 0j), lambda: (1e300 + 1e300j) ** 5, lambda: 10j ** 400,
    lambda: abs(complex(1e308, 1e308)), lambda: 1j & 1, lambda: ~1j, lambda: 1j << 1,
    lambda: int(1j), lambda: float(1j), lambda: round(1j), lambda: pow(1j, 2, 3),
    lambda: 1j + "a", lambda: "a" + 1j, lambda: 1j < 2j, lambda: 1 < 2j, lambda: 1j <= 1j,
    lambda: sorted([2j, 1j]), lambda: max(1j, 2j), lambda: hash([1j]), lambda: (1j).foo,
    lambda: 1j.imag.foo, lambda: complex.foo, lambda: "%d" % 1j, lambda: [1, 2][z],
]
z = 1j
for f in tests:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
z = 1 + 2j
for name in ["real", "imag", "foo"]:
    try:
        setattr(z, name, 3)
    except AttributeError as e:
        print("AttributeError", e)
import json
for v in [1j, {"a": [1j]}, [1, 2 + 0j]]:
    try:
        print(json.dumps(v))
    except TypeError as e:
        print("TypeError", e)
print(abs(complex(float("inf"), float("nan"))), abs(complex(float("nan"), 1)), abs(complex(1e308, 1)))
