import base64
samples = [b"", b"a", b"ab", b"abc", b"abcd", b"hello world", b"\x00\x00\x00\x00", b"\x00\x00\x00\x00x", b"    ", b"\xff" * 7, bytes(range(256))]
for s in samples:
    e85 = base64.b85encode(s); ea = base64.a85encode(s)
    print(e85[:60], base64.b85encode(s, pad=True)[:40], ea[:60], base64.a85encode(s, foldspaces=True)[:30], base64.a85encode(s, pad=True)[:30])
    assert base64.b85decode(e85) == s and base64.a85decode(ea) == s
    print(base64.b32hexencode(s)[:40], base64.b32hexdecode(base64.b32hexencode(s)) == s)
print(base64.a85encode(b"hello world, this is a longer text", wrapcol=10, adobe=True))
print(base64.a85encode(b"hello world, this is a longer text", wrapcol=8))
print(base64.a85encode(b"abcd", adobe=True, wrapcol=1), base64.a85encode(b"", adobe=True), base64.a85encode(b"", wrapcol=3))
print(base64.a85decode(b"<~BOu!rDZ~>", adobe=True), base64.a85decode("BOu!r D]j7B\nEbo7", ), base64.a85decode(b"y", foldspaces=True), base64.a85decode(b"zz"))
print(base64.b85decode("Xk~0{Zy<MXa%^M"), base64.b85decode(b"VPa"), base64.b32hexdecode(b"c5h66===", casefold=True))
for bad in [lambda: base64.b85decode(b"ab\x01cd"), lambda: base64.b85decode(b"~~~~~"), lambda: base64.a85decode(b"ab z"), lambda: base64.a85decode(b"abc~"), lambda: base64.a85decode(b"s8W-\"", ), lambda: base64.a85decode(b"uuuuu"), lambda: base64.a85decode(b"xyz", adobe=True), lambda: base64.a85decode(b"ay", foldspaces=True), lambda: base64.a85decode(b"\xe9"), lambda: base64.b32hexdecode(b"WWWWWWWW"), lambda: base64.a85encode(b"x", bogus=1), lambda: base64.b85encode("str")]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(base64.a85decode(b"9jqo^", ignorechars=b"x"), base64.a85encode(memoryview(b"mv")), base64.b85encode(bytearray(b"ba")))
import base64, io
src = io.BytesIO(b"x" * 130 + b"tail"); out = io.BytesIO()
base64.encode(src, out); print(out.getvalue())
back = io.BytesIO(); base64.decode(io.BytesIO(out.getvalue()), back); print(back.getvalue() == b"x" * 130 + b"tail", base64.MAXLINESIZE, base64.MAXBINSIZE)
