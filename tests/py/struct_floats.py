# struct floats: 'e' (half), 'f' and 'd' with CPython's rounding, specials and overflow
import struct
import math

for v in [0.0, -0.0, 1.0, -2.5, 0.1, 1 / 3, 65504.0, 65519.99, 2 ** -24, 2 ** -25, 3 * 2 ** -26,
          2 ** -14, 2 ** -14 - 2 ** -25, 1e-8, 5.96e-8, 1024.5, 2049.0, 2051.0, 100000.0 / 7]:
    b = struct.pack("<e", v)
    print(repr(v), b.hex(), struct.unpack("<e", b)[0], struct.pack(">e", v).hex())
for v in [math.inf, -math.inf]:
    print(struct.pack("<e", v).hex(), struct.pack("<f", v).hex(), struct.pack("<d", v).hex())
print(struct.pack("<e", math.nan).hex(), struct.pack("<e", -math.nan).hex(), struct.pack(">f", math.nan).hex())
print(struct.unpack("<e", b"\x00\x7c"), struct.unpack("<e", b"\x00\xfc"), struct.unpack("<e", b"\x01\x7e"))
print(struct.unpack(">e", b"\x7b\xff"), struct.unpack(">e", b"\x00\x01"), struct.unpack(">e", b"\x80\x00"))

# every half value survives a round trip through a double
bad = 0
for h in range(0x10000):
    v, = struct.unpack("<H", struct.pack("<H", h))
    x, = struct.unpack("<e", struct.pack("<H", v))
    if x == x and struct.pack("<e", x) != struct.pack("<H", h):
        bad += 1
print("half round trips failing:", bad)
# halfway cases round to even
for m in [1.0 + 2 ** -11, 1.0 + 3 * 2 ** -11, 2048.0 + 1, 2048.0 + 3, 65504.0 + 15.99, 2 ** -25 * 3]:
    print(repr(m), struct.pack("<e", m).hex())

# single precision
for v in [0.1, 1 / 3, 3.4028234663852886e38, 3.4028235e38, 1e-45, 1e-46, 16777217.0, -1.5e-40]:
    b = struct.pack("<f", v)
    print(repr(v), b.hex(), struct.unpack("<f", b)[0], struct.pack(">f", v).hex())
print(struct.pack("f", 1e300).hex(), struct.pack("@f", -1e39).hex())  # native: C's conversion
print(struct.pack("<d", 0.1).hex(), struct.pack(">d", -1e300).hex(), struct.unpack("<d", bytes(7) + b"\xf0"))
print(struct.unpack("<f", b"\x00\x00\xc0\x7f"), struct.unpack("<2d", struct.pack("<2d", 1.5, -math.inf)))

# overflow: OverflowError for a float, struct.error for an int (as _struct.c turns it)
for fmt, v in [("<e", 65520.0), ("e", 1e10), (">e", -70000.0), ("<f", 1e300), ("=f", -3.5e38),
               ("!f", 1e39), ("<e", 10 ** 6), ("<f", 10 ** 39), ("<e", True and 70000)]:
    try:
        struct.pack(fmt, v)
    except OverflowError as e:
        print(fmt, "OverflowError:", e)
    except struct.error as e:
        print(fmt, "struct.error:", e)

class Fl:
    def __float__(self): return 2.75
class Ix:
    def __index__(self): return 12
print(struct.pack("<d", Fl()), struct.pack("<e", Fl()), struct.pack("<f", Ix()), struct.pack("<d", 2 ** 70))
for v in ["1.5", None, b"x", [1.0], 10 ** 400, complex(1, 2)]:
    try:
        struct.pack("d", v)
    except struct.error as e:
        print(type(v).__name__, e)
