# struct sizes that overflow 64 bits, a huge tuple and a long loop in C
import struct
print("start")
for fmt in ["9223372036854775807x9223372036854775807x", "4611686018427387904q",
            "99999999999999999999999x", "9223372036854775807s1i", "@b" + "9223372036854775800q"]:
    try:
        struct.calcsize(fmt)
    except struct.error as e:
        print(fmt[:12], e)
n = 0
for t in struct.iter_unpack("<Q", bytes(8 * 100000)):
    n += 1
print(n)
ba = bytearray(16)
struct.pack_into("<2q", ba, -16, -1, 2 ** 63 - 1)
print(ba.hex())
data = bytes(400000000 // 8)
print(len(struct.unpack("%dB" % len(data), data)))   # a 50-million-item tuple
print("not reached")
