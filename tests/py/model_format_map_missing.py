# str.format_map with a dict subclass providing defaults; format() field access, indexing, conversions.
class Defaults(dict):
    def __missing__(self, key):
        return f"<{key}?>"

tpl = "Hello {name}, your plan is {plan} and renews {renew}."
print(tpl.format_map(Defaults(name="Ann", plan="Pro")))
person = {"name": "Bo", "langs": ["py", "lua"], "addr": {"city": "Oslo"}}
print("{0[name]} codes {0[langs][1]} in {0[addr][city]}".format(person))
print("{p[name]!r:>6}|{p[langs]!s}|{n:,}|{n:>{w}}".format(p=person, n=1234567, w=12))
class Pt:
    def __init__(self, x, y):
        self.x, self.y = x, y
print("Point({0.x}, {0.y}) / {1.x:+.1f}".format(Pt(1, 2), Pt(-0.5, 3)))
print("{} {} {}".format(*"abc"), "{2}{1}{0}".format(*"abc"), "{:^9}".format("mid"), "{{x}}".format())
for bad in ["{0} {}", "{missing}", "{0[5]}", "{:d}"]:
    try:
        print(bad.format("s") if bad != "{0[5]}" else bad.format([1]))
    except (ValueError, KeyError, IndexError) as e:
        print(type(e).__name__, e)
rows = [("apples", 1.5, 3), ("kiwis", 0.25, 12)]
fmt = "{:<8}{:>7.2f}{:>5d}{:>9.2f}"
for r in rows:
    print(fmt.format(*r, r[1] * r[2]))
print(format(0.125, ".1%"), format(12, "b"), format("x", "^5"), format(3 + 4j, ".1f"))
