# BytesIO.getbuffer() is a writable view whose writes show in the stream; readinto/read1;
# fileno/detach raise io.UnsupportedOperation; StringIO.encoding/errors are None
import io
b = io.BytesIO(b'abc'); v = b.getbuffer(); print(v[0], bytes(v[1:]), len(v), v.tobytes(), v.tolist(), v.nbytes, v.readonly, v.format, v.itemsize)
v[0] = 65; print(b.getvalue()); v[1:3] = b'yz'; print(b.read(), b.getvalue())
try: b.seek(0); b.write(b"Q")
except BufferError: pass
del v
b.seek(0); b.write(b'Q'); print(b.getvalue())
v = b.getbuffer(); v[2] = 33; del v; print(b.getvalue(), b.read(), b.tell())
b = io.BytesIO(b'0123456789'); ba = bytearray(4); print(b.readinto(ba), ba, b.read1(2), b.read1(), b.readinto(bytearray(3)))
b.seek(2); m = memoryview(bytearray(b'......')); print(b.readinto(m[1:4]), bytes(m.obj) if hasattr(m, 'obj') else bytes(m), b.tell())
for bad in [b'xx', memoryview(b'xx'), 'str', [0, 0]]:
    try: b.seek(0); print(b.readinto(bad))
    except TypeError as e: print(e)
for o in [io.BytesIO(), io.StringIO()]:
    try: o.fileno()
    except io.UnsupportedOperation as e: print(type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))
    try: o.detach()
    except io.UnsupportedOperation as e: print(type(e).__name__, e)
s = io.StringIO(); print(s.encoding, s.errors)
b = io.BytesIO(b'abcdef'); print(b.seek(2.0) if False else b.seek(2), b.read(2.5) if False else b.read(2))
try: b.seek(1.5)
except TypeError as e: print(e)
try: b.read('x')
except TypeError as e: print(e)
b = io.BytesIO(b'data'); view = b.getbuffer(); print(view.nbytes, bytes(view[::2])); view.release(); b.write(b'more'); print(b.getvalue())
b = io.BytesIO(b'xy'); print(len(b.getbuffer()), bytes(b.getbuffer())); b.write(b'zzz'); print(b.getvalue(), bytes(b.getbuffer()))
b.truncate(2); print(b.getvalue(), bytes(b.getbuffer()), b.readline(), b.readlines())
