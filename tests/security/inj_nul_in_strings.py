# cpython: same
# NUL bytes inside strings travel through str methods, f-strings, repr, dict keys and print
s = "a\0b"
print(len(s), repr(s), s.split("\0"), s.replace("\0", "-"), s.find("b"), s.upper())
d = {s: 1, "a": 2}
print(d[s], "a\0b" in d, "a" in d, len(d))
print(repr(f"{s}|{s!r}|{s:>6}"))
print(repr(chr(0) * 3), ord("\0"), repr("\0".join(["x", "y"])))
print(s == "a\x00b", s < "a\x01", hash(s) == hash("a\0b"))
class C: pass
setattr(C, s, 5); print(getattr(C, s), getattr(C, "a", "missing"))
print("raw NUL in output:", s)
