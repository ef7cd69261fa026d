# struct: every format code, byte orders, native sizes and alignment, repeat counts, whitespace
import struct

for order in ["", "@", "=", "<", ">", "!"]:
    for code in "xcbB?hHiIlLqQefdsp":
        print(repr(order + code), struct.calcsize(order + code), end="; ")
    print()
for code in "nNP":
    print(code, struct.calcsize(code), struct.calcsize("@" + code))

# native alignment as the C compiler lays out a struct
for fmt in ["ci", "ic", "bhiq", "bq", "qb", "cd", "c?d", "hP", "?d", "d?", "3si", "bi0q", "ne",
            "lL", "cf", "ce", "bhbi", "xq", "5x2h", "@b0l", "=bi", "<bq", "c 0i", "hhh0q"]:
    n = struct.calcsize(fmt)
    zero = struct.unpack(fmt, bytes(n))
    print(fmt, n, len(zero), struct.pack(fmt, *zero).hex())

# repeat counts and whitespace
print(struct.pack("3i", 1, 2, 3))
print(struct.pack("<3h 2b", 1, -2, 3, 4, -5))
print(struct.pack("10x"), struct.pack("4s", b"ab"), struct.pack("2s", b"abcdef"), struct.pack("0s", b"abc"))
print(struct.pack("<  i   h  ", 1, 2), struct.unpack(">h\t h\n", b"\x00\x01\x00\x02"))
print(struct.pack("5p", b"ab"), struct.pack("3p", b"abcdef"), struct.pack("1p", b"abc"), struct.unpack("5p", b"\x02abcd"))
print(struct.unpack("3p", b"\x09ab"), struct.pack("300p", b"q" * 300)[:3], len(struct.pack("300p", b"")))
print(struct.unpack("4s0s2s", b"abcdef"), struct.unpack("3c", b"xyz"), struct.unpack("10x"  , bytes(10)))
print(struct.pack("3c", b"a", b"b", b"c"), struct.pack("c", bytearray(b"x")[0:1] and b"x"))
print(struct.pack("4s", bytearray(b"abc")), struct.unpack("2s", bytearray(b"ok")))

# integers: extremes of every code
for fmt, lo, hi in [("b", -128, 127), ("B", 0, 255), ("h", -2**15, 2**15 - 1), ("H", 0, 2**16 - 1),
                    ("i", -2**31, 2**31 - 1), ("I", 0, 2**32 - 1), ("l", -2**63, 2**63 - 1),
                    ("L", 0, 2**64 - 1), ("q", -2**63, 2**63 - 1), ("Q", 0, 2**64 - 1),
                    ("n", -2**63, 2**63 - 1), ("N", 0, 2**64 - 1), ("<l", -2**31, 2**31 - 1),
                    ("<L", 0, 2**32 - 1), (">q", -2**63, 2**63 - 1), (">Q", 0, 2**64 - 1)]:
    for v in (lo, hi, lo + 1, hi - 1, 0):
        b = struct.pack(fmt, v)
        assert struct.unpack(fmt, b) == (v,), (fmt, v)
    print(fmt, struct.pack(fmt, lo).hex(), struct.pack(fmt, hi).hex(), struct.unpack(fmt, struct.pack(fmt, hi)))
print(struct.pack("P", -1).hex(), struct.pack("P", 2**64 - 1).hex(), struct.unpack("P", b"\xff" * 8))

# bools, __index__, bool as int
class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
print(struct.pack("?????", 0, 1, [], "x", None), struct.pack("<?", 2.5), struct.unpack("4?", b"\x00\x01\x02\xff"))
print(struct.pack("<i", True), struct.pack(">Q", False), struct.pack("b", Idx(-5)), struct.pack(">Q", Idx(2**64 - 1)))
print(struct.pack("d", Idx(3)), struct.pack("<f", True), struct.pack("<d", 7))

# unpack results are tuples; bytes and bytearray buffers
r = struct.unpack("<hH", bytearray(b"\xff\xff\xff\xff"))
print(type(r).__name__, r, struct.unpack_from("<h", bytearray(b"..\x05\x00"), 2))
print(struct.Struct("<i").size, struct.Struct(b">2h").format, repr(struct.Struct("  i").format))
print(struct.calcsize(b"<q"), struct.pack(b"<H", 5), struct.unpack(b"<H", b"\x05\x00"))
