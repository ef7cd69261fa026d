# split on whitespace with maxsplit: the rest after the last split keeps its trailing whitespace
cases = ["a b c", "  a b  c  ", "   ", "", "a", "a\tb\nc d", "\x1c a \x1f b", "one  two three   "]
for s in cases:
    print([s.split(None, k) for k in (-1, 0, 1, 2, 5)], s.split(maxsplit=1), s.rsplit(None, 1))
print("ünï cödé x".split(None, 1), "a\u2003b c".split(maxsplit=1))
print("a,b,,c".split(",", 0), "a,b,,c".split(",", -1), "a,b,,c".split(",", 2), "x".split(",", 1))
print("a b".split(None), "a b".split(sep=None, maxsplit=0), "k=v=w".split("=", maxsplit=1))
try:
    "a b".split(None, "1")
except TypeError as e:
    print(e)
