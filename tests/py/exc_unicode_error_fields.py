# UnicodeDecodeError/UnicodeEncodeError carry encoding, object, start, end and reason (from the codecs and when made by hand), with CPython's messages.
for raw, enc in [(b"abc\x80def", "utf-8"), (b"\xe2\x82", "utf-8"), (b"ok \xff\xfe end", "utf-8"), (b"caf\xe9", "ascii"), (b"\xc3\x28x", "utf-8")]:
    try:
        raw.decode(enc)
    except UnicodeDecodeError as e:
        print(repr(str(e)), e.encoding, e.object, e.start, e.end, e.reason, e.args[2:], e.object[e.start:e.end])
for s, enc in [("café ☃ 😀", "ascii"), ("naïve", "latin-1"), ("☃☃x☃", "latin-1"), ("a\udc80b", "utf-8"), ("😀", "ascii")]:
    try:
        s.encode(enc)
    except UnicodeEncodeError as e:
        print(repr(str(e)), e.encoding, repr(e.object), e.start, e.end, e.reason, repr(e.object[e.start:e.end]))
e = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
print(str(e), repr(e.args), isinstance(e, ValueError), isinstance(e, UnicodeError))
e = UnicodeEncodeError("ascii", "x\u20acy", 1, 2, "no euro")
print(str(e), e.start, e.end)
try:
    raise UnicodeDecodeError("utf-16", b"\x00\x01\x02", 0, 3, "custom")
except UnicodeError as err:
    print(type(err).__name__, err)
try:
    b"x\xffy".decode("utf-8", "surrogateescape").encode("ascii")
except UnicodeEncodeError as e:
    print(e)
