# string.Formatter: parse (CPython's chunks and errors), format/vformat, and overriding get_value, format_field and check_unused_args.
import string
f = string.Formatter()
for fs in ["a{0}b{x!r:>3}c", "{}{{lit}}{:^{w}}", "plain", "", "{a.b[0]}", "{0[key]!s}", "end {"]:
    try:
        print(repr(fs), list(f.parse(fs)))
    except ValueError as e:
        print(repr(fs), "ValueError:", e)
print(f.format("{0}-{n}", 1, n=2), f.vformat("{a}", (), {"a": 5}), f.format("{:>{w}.{p}f}|", 3.14159, w=8, p=2))
print(f.format("{0.real} {1[1]} {d[k]}", 3, "xy", d={"k": "v"}), f.format("{!r} {!s} {!a}", "é", "é", "é"))
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}>"
        return super().get_value(key, args, kwargs)
print(Upper().format("hi {name} and {missing}, {0:x}", 255, name="ann"))
class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - used
        if extra:
            raise ValueError(f"unused: {sorted(extra)}")
try:
    Strict().format("{a}", a=1, b=2)
except ValueError as e:
    print("ValueError:", e)
for bad in [("{0}{}", (1, 2)), ("{}{0}", (1, 2)), ("{0!z}", (1,)), ("{", ()), ("}", ())]:
    try:
        print(f.format(bad[0], *bad[1]))
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
fields = sorted({name for _, name, _, _ in f.parse("Dear {first} {last}, you owe {amount:.2f} to {first}") if name})
print(fields)
