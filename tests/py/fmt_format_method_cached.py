# str.format: formats used again and again (moonpy parses a simple one once), and every way a
# format str goes wrong, each twice
class P:
    def __init__(self, x):
        self.x = x

    def __format__(self, spec):
        return "P<" + spec + ">"

    def __repr__(self):
        return "P(%r)" % self.x

    def __str__(self):
        return "p" + str(self.x)


good = [
    ("{}", (1,), {}), ("{} {}", ("a", 2.5), {}), ("{0}{1}{0}", ("x", "y"), {}),
    ("{name}!", (), {"name": "Ann"}), ("{:>6}|{:<6}|{:^6}", ("a", "b", "c"), {}),
    ("{:05.2f}", (3.14159,), {}), ("{!r}", ("q",), {}), ("{!s:>5}", (P(1),), {}),
    ("{!a}", ("é",), {}), ("{:x} {:#b} {:,}", (255, 5, 1234567), {}), ("{{}} {} }}{{", (7,), {}),
    ("{0:{1}}", ("w", 4), {}), ("{:{}}", ("z", 3), {}), ("{a[0]} {b.x}", (), {"a": [9], "b": P(4)}),
    ("{0[k]}", ({"k": "v"},), {}), ("{}", (P(2),), {}), ("{:abc}", (P(3),), {}),
    ("{:!>5}", ("e",), {}), ("{:%}", (0.25,), {}), ("{x:}", (), {"x": 5}),
    ("{}", (True,), {}), ("{}", (None,), {}), ("{}", (2**80,), {}), ("{:d}", (True,), {}),
    ("{0!r:>10}", ("k",), {}), ("{ 0}", (), {" 0": "sp"}), ("", (), {}), ("plain", (), {}),
    ("{}{}", ("é", "日本"), {}), ("{:_}", (10**9,), {}), ("{:e}", (12345.678,), {}),
]
bad = [
    ("{", (), {}), ("}", (), {}), ("{}", (), {}), ("{1}", ("a",), {}), ("{} {0}", ("a",), {}),
    ("{0} {}", ("a",), {}), ("{x}", (), {}), ("{!x}", (1,), {}), ("{!r", (1,), {}),
    ("{!rr}", (1,), {}), ("{:d}", ("s",), {}), ("{:q}", (1,), {}), ("{a.}", (), {"a": 1}),
    ("{0[}", ([1],), {}), ("{:{:{}}}", (1, 2, 3), {}), ("{0.nope}", (1,), {}),
    ("{:>5", (1,), {}), ("{12345678901234567890}", (1,), {}), ("x}y", (), {}),
    ("{!}", (1,), {}), ("{:s}", (1,), {}), ("{:.2f}", ("1",), {}),
]
for _ in range(2):
    for fmt, args, kw in good:
        print(repr(fmt), "->", repr(fmt.format(*args, **kw)))
    for fmt, args, kw in bad:
        try:
            print(repr(fmt), "->", repr(fmt.format(*args, **kw)))
        except Exception as e:
            print(repr(fmt), type(e).__name__, e)
print("{a}-{b}".format_map({"a": 1, "b": 2}))
try:
    "{a}-{c}".format_map({"a": 1})
except KeyError as e:
    print("KeyError", e)
row = "{:<10}{:>8.2f}{:>6}"
for name, price, qty in [("apple", 1.5, 3), ("kiwi", 0.25, 12)]:
    print(row.format(name, price, qty))
