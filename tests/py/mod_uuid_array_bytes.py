# the bytes forms of uuid (UUID(bytes=...), bytes_le, .bytes) and of array (tobytes,
# frombytes, byteswap, tofile, fromfile)
import uuid, array, io
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u.bytes, u.bytes_le, uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(bytes_le=u.bytes))
print(uuid.UUID(bytes=bytes(range(16)), version=4), len(uuid.uuid4().bytes))
for bad in [dict(bytes=b"short"), dict(bytes_le=b"x" * 17)]:
    try:
        uuid.UUID(**bad)
    except ValueError as e:
        print("err", e)
try:
    uuid.uuid5(uuid.NAMESPACE_DNS, 5)
except TypeError as e:
    print("err", e)
a = array.array("h", [1, -2, 300]); raw = a.tobytes(); print(raw, len(raw))
b = array.array("h"); b.frombytes(raw); print(b, b == a)
b.byteswap(); print(b, b.tobytes())
for tc, vals in [("B", [0, 255]), ("i", [-1, 2**31 - 1]), ("I", [2**32 - 1]), ("q", [-2**63]), ("Q", [2**64 - 1, 2**63]), ("f", [1.5, -0.1]), ("d", [3.141592653589793]), ("u", "hé☃"), ("L", [2**63 + 5])]:
    x = array.array(tc, vals); y = array.array(tc); y.frombytes(x.tobytes()); print(tc, x.tobytes().hex(), y == x, y)
try:
    array.array("i").frombytes(b"abc")
except ValueError as e:
    print("err", e)
f = io.BytesIO(); array.array("H", [1, 2, 3]).tofile(f); f.seek(0); c = array.array("H"); c.fromfile(f, 2); print(c, f.read())
try:
    f.seek(0); c.fromfile(f, 5)
except EOFError as e:
    print("err", e, c)
print(array.array("b", [1]).buffer_info()[1], bytes(array.array("B", [65, 66])) if False else "")
import secrets, copy
print(len(secrets.token_bytes()), len(secrets.token_bytes(5)), type(secrets.token_bytes(1)).__name__, hasattr(copy, "replace"))
