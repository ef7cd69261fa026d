# io.BytesIO: writing, reading, seeking, lines, getvalue, with struct and hashlib as programs use it
import io, struct, hashlib
buf = io.BytesIO()
print(buf.write(b"hello "), buf.write(bytearray(b"world")), buf.tell(), buf.getvalue())
buf.seek(0)
print(buf.read(5), buf.read(), buf.read(), buf.tell())
buf.seek(6)
buf.write(b"W")
print(buf.getvalue(), buf.seek(-3, 2), buf.read())
b2 = io.BytesIO(b"line1\nline2\nlast")
print(b2.readline(), b2.readline(), b2.readline(), b2.readline())
packed = io.BytesIO()
for rec in [(1, 2.5), (2, -1.0)]:
    packed.write(struct.pack("<id", *rec))
data = packed.getvalue()
print(len(data), [struct.unpack_from("<id", data, off) for off in range(0, len(data), 12)])
print(hashlib.md5(io.BytesIO(b"abc").read()).hexdigest())
with io.BytesIO(b"xyz") as f:
    print(f.read(2), f.closed)
print(f.closed)
for bad in [lambda: io.BytesIO("text"), lambda: io.BytesIO().write("s"), lambda: f.read()]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
