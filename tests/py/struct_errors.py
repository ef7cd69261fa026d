# struct's errors: every struct.error message, and the TypeErrors, as CPython words them
import struct

def show(f, *args, **kw):
    try:
        r = f(*args, **kw)
        print("ok", r)
    except struct.error as e:
        print("struct.error:", e)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__ + ":", e)

print(struct.error.__mro__, issubclass(struct.error, Exception), struct.error.__name__)
try:
    struct.pack("b", 300)
except struct.error as e:
    print(repr(e), e.args)

# formats
for fmt in ["z", "4", "i4", "<n", ">N", "!P", "=n", "3", "ii 2", "i\0i", "<<i", "i<", " <i",
            "99999999999999999999x", "9223372036854775807x9223372036854775807x",
            "4611686018427387904h", "9223372036854775807s1b", "1152921504606846976q"]:
    show(struct.calcsize, fmt)
show(struct.calcsize, 3)
show(struct.calcsize, None)
show(struct.Struct, 1.5)
show(struct.Struct)
show(struct.Struct, "Y")

# item counts
show(struct.pack, "i")
show(struct.pack, "ii", 1)
show(struct.pack, "i", 1, 2)
show(struct.pack, "x", 1)
show(struct.pack, "3s2p", b"a")
show(struct.pack)
show(struct.pack, "i", 1, x=2)
show(struct.Struct("hh").pack, 1)
show(struct.Struct("hh").pack, 1, 2, 3)

# integer ranges, per code and byte order
vals = [-1, 256, 70000, 2 ** 31, 2 ** 32, -2 ** 31 - 1, 2 ** 63, 2 ** 64, -2 ** 63 - 1, 2 ** 70]
for order in "@=<>!":
    for code in "bBhHiIlLqQ":
        msgs = []
        for v in vals:
            try:
                struct.pack(order + code, v)
                msgs.append("ok")
            except struct.error as e:
                msgs.append(str(e))
        print(order + code, " | ".join(msgs))
for code in "nNP":
    for v in [-1, 2 ** 63, 2 ** 64, -2 ** 63 - 1]:
        show(struct.pack, code, v)

# wrong types
for fmt, v in [("i", 1.0), ("i", "1"), ("B", None), ("q", b"1"), ("Q", 2.0), ("c", b"ab"), ("c", "a"),
               ("c", bytearray(b"a")), ("c", 97), ("s", "abc"), ("5s", 5), ("p", "x"), ("3p", None),
               ("f", "x"), ("d", None), ("e", [])]:
    show(struct.pack, fmt, v)

class BadIndex:
    def __index__(self): return "nope"
show(struct.pack, "i", BadIndex())

# unpack sizes and buffers
show(struct.unpack, "q", b"12")
show(struct.unpack, "q", b"123456789")
show(struct.unpack, "<h", b"")
show(struct.unpack, "i", "abcd")
show(struct.unpack, "i", [1, 2, 3, 4])
show(struct.unpack, "i")
show(struct.unpack, "i", b"1234", 0)
show(struct.Struct(">I").unpack, b"123")
show(struct.unpack_from, "i", b"12", 0)
show(struct.unpack_from, "i", b"123456", 4)
show(struct.unpack_from, "i", b"123456", -2)
show(struct.unpack_from, "i", b"123456", -10)
show(struct.unpack_from, "i", b"123456", 10)
show(struct.unpack_from, "i", b"123456", 1.5)
show(struct.unpack_from, "i", b"123456", "2")
show(struct.unpack_from, "i", "abcd")
show(struct.unpack_from, "i", b"\x01\x00\x00\x00\x02\x00\x00\x00", offset=4)
show(struct.unpack_from, "i", buffer=b"\x07\x00\x00\x00")
show(struct.Struct("<H").unpack_from, b"\x00\x01\x02", 1)
show(struct.Struct("<H").unpack_from, b"\x00\x01\x02", 2)

# pack_into
ba = bytearray(6)
show(struct.pack_into, "i", ba, 0, 1)
show(struct.pack_into, "i", ba, 4, 1)
show(struct.pack_into, "i", ba, -2, 1)
show(struct.pack_into, "i", ba, -10, 1)
show(struct.pack_into, "i", ba, 10, 1)
show(struct.pack_into, "<i", ba, -4, 7)
print(ba)
show(struct.pack_into, "i", b"123456", 0, 1)
show(struct.pack_into, "i", "abcdef", 0, 1)
show(struct.pack_into, "i", ba, 0)
show(struct.pack_into, "i", ba)
show(struct.pack_into, "i")
show(struct.pack_into, "i", ba, 0, 1, 2)
show(struct.pack_into, "i", ba, "x", 1)
show(struct.pack_into, "<h", ba, 0, 99999)
show(struct.Struct("<2h").pack_into, ba, 0, 1)
show(struct.Struct("<2h").pack_into, ba)
show(struct.Struct("<2h").pack_into, ba, 1, 5, 6)
print(ba)

# iter_unpack
show(struct.iter_unpack, "i", b"12345")
show(struct.iter_unpack, "", b"12345")
show(struct.iter_unpack, "0i", b"")
show(struct.iter_unpack, "i", "abcd")
show(lambda: list(struct.iter_unpack("x", b"")))
show(lambda: list(struct.iter_unpack("<h", bytearray(b"\x01\x00\xff\xff"))))
show(lambda: list(struct.Struct("2s").iter_unpack(b"abcdef")))
show(struct.Struct("3s").iter_unpack, b"abcd")
it = struct.iter_unpack("B", b"\x01\x02")
print(next(it), next(it))
print(next(it, "done"))
