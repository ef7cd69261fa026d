# f-string debugging {x=}, format specs, and __format__ on a custom class
from dataclasses import dataclass

@dataclass
class Temperature:
    celsius: float

    def __format__(self, spec):
        unit = spec[-1:] if spec[-1:] in ("C", "F", "K") else "C"
        num_spec = spec[:-1] if spec[-1:] in ("C", "F", "K") else spec
        value = {"C": self.celsius, "F": self.celsius * 9 / 5 + 32, "K": self.celsius + 273.15}[unit]
        return f"{value:{num_spec or '.1f'}}°{unit}"

t = Temperature(21.5)
print(f"{t}", f"{t:F}", f"{t:.3K}", f"{t:>8.0fC}|")
x, name, items = 42, "moon", [1, 2]
print(f"{x=}", f"{name=}", f"{items=}", f"{x * 2 = }", f"{name!r:>8}|", f"{t=}")
print(f"{x:08b} {x:#x} {x:o} {x:+d} {-x: d} {x:,} {1234567.891:,.2f} {0.25:.1%}")
print(f"{name:^10}|{name:*<7}|{name:>7}|{'':-^9}|")
print(f"{3.14159:.2f} {2.5e-5:.2e} {1e10:g} {12:5d}| {12:<5}|")
w, p = 10, 3
print(f"{3.14159:{w}.{p}f}|", f"{'nested':{'^'}{w}}|")
print(f"{{literal braces}} {x!s} {name!a}")
print(format(t, "K"), format(12.5, "06.2f"), "{:>6}".format("r"), "{0}-{0}-{1}".format("a", "b"))
print("{name} is {age} years".format(name="Al", age=30), "%s has %d items (%.1f%%)" % ("cart", 3, 12.345))
for label, value in [("apples", 3), ("kiwis", 12), ("figs", 140)]:
    print(f"{label:<8}{value:>5}{'*' * (value // 10):<15}|")
