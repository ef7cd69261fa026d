# repr, str and format of complex numbers: the float repr of each part
print(1 + 2j, 2j, 0j, -1j, (-0.0 - 1j), 1e20 + 1j, 1e16j, 1e-5j, 123456789012345678j)
print(complex(float("nan"), float("inf")), complex(float("nan"), -float("nan")), complex(-float("inf"), -float("inf")))
print(repr(complex(0.0, -0.0)), repr(complex(-0.0, 0.0)), repr(complex(-0.0, -0.0)), repr(complex(1, -0.0)))
print(repr(0.1 + 0.2j), repr(1 / 3 + 2j / 3), 2.5 - 1.25j, 1e400j, -1e400j)
print(str(1 + 2j), f"{1 + 2j}", f"{1 + 2j!r}", "%s" % (1j,), "{}".format(2j), [1j, 2 + 0j], (1j,), {1j: 2})
for spec in [".2f", "", "10", "<20", "^20.3f", "+.1e", ".3", "g", "*>15", ",.2f", "e", ".0f", "G", "n", "#.0f", " .2f", "-", ">12.1f"]:
    print(repr(spec), repr(format(1234.5678 - 2.5j, spec)), repr(format(2.5j, spec)), repr(format(complex(-0.0, 1), spec)))
for spec in ["010", "=10", "%", "s", "d", "x"]:
    try:
        print(format(1 + 2j, spec))
    except ValueError as e:
        print("ValueError", e)
z = 1 + 2j
print(f"{z:.3f} {z.real:.1f} {z.imag} {z:>12} {z:.2e}")
print("{:.1f}|{!s}|{!r}".format(z, z, z))
print(07j, 00j, 1_0j, 1e3J, 1E-3j, 1.5e+2J, 0.j, .0j, 1j.real, 1J.imag, 09.5j)
