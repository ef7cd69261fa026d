# str.format: positional, keyword, index, attribute and format specs
print("{} + {} = {}".format(1, 2, 3))
print("{0} {1} {0}".format("a", "b"), "{1}{0}".format("x", "y"))
print("{name} is {age}".format(name="Ann", age=30))
print("{0[0]} {0[1]} {1[key]}".format([10, 20], {"key": "v"}))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"))
print("{:08.3f} {:+d} {:,} {:x} {:b} {:o} {:e}".format(3.14159, 5, 1234567, 255, 5, 8, 12345.678))
print("{:.2%} {:10.4} {:g} {:G}".format(0.256, 3.14159, 1e-7, 1e20))
print("{{literal}} {}".format("x"), "{:*^11}".format("mid"))
print("{0!r} {0!s} {1!r}".format("s", 1.5))
point = (3, 4)
print("x={0[0]}, y={0[1]}".format(point))
print("{:{w}.{p}f}".format(3.14159, w=10, p=2))
print("{:>{}}".format("z", 4))
data = {"a": 1, "b": 2}
print("{a}-{b}".format(**data), "{}{}".format(*"xy"))
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    "{x}".format(y=1)
except KeyError as e:
    print("KeyError:", e)
print("{:5}|{:<5}|{:5}|".format(42, 42, "s"))
print("{:,.2f}".format(1234567.891), "{:_}".format(10 ** 8), "{:#x}".format(255))
