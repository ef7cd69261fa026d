# Binary records with struct: packing a point cloud, endianness, and checksumming the bytes
import struct

points = [(1.5, -2.25, 3.0), (0.0, 0.1, -0.1), (1e10, -1e-10, 42.0)]
packed = b"".join(struct.pack("<3d", *p) for p in points)
print(len(packed), packed[:8].hex())
unpacked = [struct.unpack_from("<3d", packed, i * 24) for i in range(len(points))]
print(unpacked == points, unpacked[1])
print(list(struct.iter_unpack("<3d", packed))[2])
header = struct.pack(">4sHHI", b"PNTS", 1, len(points), sum(packed) & 0xFFFFFFFF)
print(header.hex(), struct.unpack(">4sHHI", header), struct.calcsize(">4sHHI"), struct.calcsize("@4sHHI"))
for fmt, val in [("<i", -2), (">i", -2), ("<H", 65535), ("<q", 2**62), ("<f", 0.1), ("<?", True), ("<b", -128)]:
    b = struct.pack(fmt, val)
    print(fmt, b.hex(), struct.unpack(fmt, b)[0])
for bad in [("<H", -1), ("<b", 128), ("<i", 2**31)]:
    try:
        struct.pack(*bad)
    except struct.error as e:
        print("struct.error:", e)
try:
    struct.unpack("<I", b"\x00\x01")
except struct.error as e:
    print("struct.error:", e)
