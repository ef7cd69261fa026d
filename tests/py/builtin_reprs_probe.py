vals = ["it's", 'say "hi"', "both ' \"", "tab\t", "nl\n", "\x7f", "\x80", "\xa0", "\xad", "é", "\u200b", "\u2028", "\U0001f600", "\ud800" if False else "x", "\\", "\x1b[0m", "\u0378", "\U000e0001", "\ufeff", "\u3000", "ǅ", "\U0001F1FA"]
print(vals)
for v in vals:
    print(repr(v), ascii(v), len(v), v.isprintable())
print(repr(b"it's"), repr(b'"'), repr(b"'\""), repr(bytearray(b"\x00\xff")), repr(b"\t\n\r\x0b"))
print(str(["a", 1, 1.0, None, True, (1,), {"k": "v"}, {1}, frozenset(), b"x", 1j, range(3), slice(1, 2), ...]))
print(repr(()), repr((1,)), repr([]), repr({}), repr(set()), repr(frozenset({1})), repr(range(0)), repr(range(1, 10, 2)))
print(repr(1e-7), repr(1.5e-7), repr(-1e22), repr(1e21), repr(123e18), repr(0.1), repr(1/3), repr(float("-inf")), repr(2.5e-310))
print(repr(1+2j), repr(-1j), repr(1j * 0), repr(complex(0, -0.0)), repr(complex(-0.0, 0)), repr(complex(1e20, 1e-5)), repr(complex("nan+infj")))
print([1.0, -0.0, 1e100, float("nan")], (0.1 + 0.2,), {0.5: 1e-10})
d = {}; d["self"] = d; l = [1]; l.append(l)
print(d, l, repr(l))
