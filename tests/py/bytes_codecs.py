# str.encode and bytes.decode: utf-8, ascii, latin-1, their aliases, the error handlers, and
# CPython's UnicodeEncodeError / UnicodeDecodeError messages
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

s = "naïve café – 😀"
for enc in ["utf-8", "utf8", "UTF-8", "U8", "utf_8", "ascii", "US-ASCII", "latin-1", "latin1", "iso-8859-1", "L1"]:
    show(lambda: s.encode(enc))
for err in ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace"]:
    show(lambda: s.encode("ascii", err))
    show(lambda: s.encode("latin-1", errors=err))
show(lambda: "abc€".encode("latin-1"))
show(lambda: "€€x€".encode("ascii"))
show(lambda: "\ud800".encode())
show(lambda: "a\ud800\udc00b".encode("utf-8"))
show(lambda: "a\udcff".encode("utf-8", "surrogateescape"))
show(lambda: "\ud800".encode("utf-8", "replace"))
show(lambda: "x".encode("nope"))
show(lambda: "é".encode("ascii", "bogus"))
show(lambda: "e".encode("ascii", "bogus"))
show(lambda: "x".encode(5))

data = s.encode()
print(data, len(data), len(s))
for enc in ["utf-8", "ascii", "latin-1"]:
    for err in ["strict", "ignore", "replace", "backslashreplace", "surrogateescape"]:
        show(lambda: data.decode(enc, err))
bad = [b'\xff', b'a\x80b', b'\xc3', b'\xc3(', b'\xe2\x82', b'\xe2\x82(', b'\xe2(\xa1', b'\xf0\x9f\x98',
       b'\xf0\x9f(', b'\xed\xa0\x80', b'\xc0\xaf', b'\xf5\x80\x80\x80', b'\xe0\x80\x80', b'\xf4\x90\x80\x80',
       b'ok\xf0\x9f\x98\x80\xf0\x9f']
for x in bad:
    show(lambda: x.decode())
    show(lambda: x.decode("utf-8", "replace"))
    show(lambda: x.decode("utf-8", "backslashreplace"))
show(lambda: b'\xe9t\xe9'.decode("ascii"))
show(lambda: b'\xe9t\xe9'.decode("latin-1"))
show(lambda: b'abc'.decode("nope"))
show(lambda: b'\xff'.decode("utf-8", "bogus"))
show(lambda: str(b'caf\xc3\xa9', 'utf-8'))
show(lambda: str(b'caf\xc3\xa9', encoding='ascii', errors='replace'))
show(lambda: str(b'abc'))
show(lambda: str("abc", "utf-8"))
show(lambda: bytes("é", "latin-1"))
show(lambda: bytearray("é", "utf-8"))
show(lambda: "😀".encode("utf-8").decode("utf-8") == "😀")
try:
    b'\xff\xfe'.decode()
except UnicodeDecodeError as e:
    print("caught", isinstance(e, UnicodeError), isinstance(e, ValueError))
try:
    "ü".encode("ascii")
except UnicodeError as e:
    print("caught", type(e).__name__)
