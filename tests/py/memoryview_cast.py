b = bytearray(b"hello world")
m = memoryview(b)
print(m[0], m[-1], bytes(m[0:5]), m.tobytes(), m.tolist()[:3], len(m), m.nbytes, m.readonly, m.format, m.itemsize, m.ndim, m.shape, m.strides)
m[0] = 72; print(b)
m[6:11] = b"WORLD"; print(b)
print(m.hex(), m.hex(":"), m == b"Hello WORLD", bytes(m[::2]))
import struct
data = struct.pack("<4i", 1, 2, 3, 4)
mi = memoryview(data).cast("i"); print(mi.tolist(), mi[2], mi.format, mi.itemsize, len(mi), mi.nbytes)
mb = memoryview(bytearray(8)).cast("H"); mb[0] = 65535; mb[3] = 258; print(mb.tolist(), mb.obj)
m2 = memoryview(b"abcdef").cast("B", shape=[2, 3]); print(m2.tolist(), m2.shape, m2.ndim)
print(memoryview(struct.pack("2d", 1.5, 2.5)).cast("d").tolist())
with memoryview(b"xy") as mm: print(mm.tobytes())
try:
    memoryview(b"abc").cast("i")
except TypeError as e:
    print("err", e)
print(memoryview(b"abc").toreadonly().readonly, list(memoryview(b"ab")), memoryview(b"abc")[1:].tobytes())
import struct
buf = bytearray(struct.pack("<6h", 1, -2, 3, -4, 5, -6))
m = memoryview(buf).cast("h")
print(m.tolist(), m[1], m[-1], len(m), m.nbytes, m.strides, m.shape, m.format)
m[0] = -100; print(m.tolist(), buf[:2])
s = m[1:5:2]; print(s.tolist(), len(s), s.nbytes, s.strides, s.tobytes())
print(m[::-1].tolist(), list(m), sum(m), max(m))
for bad in [lambda: m.__setitem__(0, 40000), lambda: m.__setitem__(0, 1.5), lambda: m.__setitem__(0, "x"), lambda: m[10], lambda: m.cast("i"), lambda: memoryview(b"abc").cast("Z"), lambda: memoryview(b"abcd")[::2].cast("B"), lambda: memoryview(b"abcd").cast("B", shape=[3]), lambda: memoryview(b"abcd").cast("B", shape=[0, 4])]:
    try:
        print(bad())
    except (TypeError, ValueError, IndexError, NotImplementedError) as e:
        print(type(e).__name__, e)
m2 = memoryview(bytearray(range(12))).cast("B", shape=[3, 4])
print(m2.tolist(), m2[1, 2], m2.shape, m2.strides, m2.ndim, len(m2))
m2[2, 3] = 99; print(m2.tolist()[2], m2.cast("B").tolist()[-1])
for bad in [lambda: m2[0], lambda: m2[0:1].tolist(), lambda: m2[1:].shape, lambda: m2[5:].tolist(), lambda: list(m2), lambda: m2[3, 0], lambda: m2[0, 0, 0]]:
    try:
        print(bad())
    except (TypeError, ValueError, IndexError, NotImplementedError) as e:
        print(type(e).__name__, e)
f = memoryview(bytearray(struct.pack("3d", 1.0, 2.5, -3.25))).cast("d")
print(f.tolist(), f[1], f.itemsize); f[2] = 7; print(f.tolist())
c = memoryview(b"xyz").cast("c"); print(c.tolist(), c[0], c.format)
q = memoryview(bytes(16)).cast("Q"); print(q.tolist(), q.cast("B").format, len(q.cast("B")))
print(memoryview(b"\x01\x00\x00\x00").cast("i") == memoryview(b"\x01\x00\x00\x00").cast("I"), memoryview(b"ab").cast("b") == b"ab", memoryview(b"\x01\x02").cast("H") == b"\x01\x02")
bo = memoryview(bytearray(4)).cast("?"); bo[1] = True; print(bo.tolist())
ro = memoryview(bytearray(8)).cast("i").toreadonly(); print(ro.tolist(), ro.format, ro.readonly)
print(bytes(memoryview(bytearray(b"\x01\x00\x02\x00")).cast("H")), memoryview(b"abcd").cast("@H").format)
