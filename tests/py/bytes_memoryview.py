# memoryview over bytes and bytearray: items, slices with steps, writes through to a bytearray, attributes, errors, release
m = memoryview(b"abcdef")
print(m[0], m[-1], bytes(m[1:4]), len(m), m.tobytes(), m.readonly, m.format, m.itemsize, m.nbytes, m.ndim, m.shape, m.strides)
print(m[::2].tobytes(), m[::2].tolist(), list(m[1:3]), m[1:3] == b"bc", m == b"abcdef", m.hex(), m[::-1].tobytes())
ba = bytearray(b"hello")
v = memoryview(ba)
v[0] = 72
v[1:3] = b"EL"
print(ba, v.readonly, bytes(v), bytearray(v[2:]), v.obj is ba)
try:
    m[0] = 1
except TypeError as e:
    print("TypeError:", e)
def set0(x):
    v[0] = x
def set_slice():
    v[0:2] = b"abc"
for bad in [lambda: set0(300), lambda: set0("x"), set_slice, lambda: m[10], lambda: memoryview("str")]:
    try:
        bad()
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
with memoryview(b"xyz") as w:
    print(w.tolist())
try:
    len(w)
except ValueError as e:
    print("ValueError:", e)
import hashlib
print(hashlib.sha256(memoryview(b"abc")).hexdigest()[:16], b"".join([memoryview(b"a"), b"b"]), getattr(m, "readonly"), getattr(v, "readonly"))
print(sum(memoryview(b"\x01\x02\x03")), max(memoryview(b"\x05\x09")), 98 in m, memoryview(memoryview(b"q")).tobytes())
