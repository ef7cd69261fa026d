import gzip, io, zlib
data = b"hello gzip world! " * 40
c = gzip.compress(data, mtime=0)
print(len(c), c[:10], gzip.decompress(c) == data, c == zlib.compress(data, 9, 31))
c2 = gzip.compress(data, compresslevel=6, mtime=1700000000)
print(len(c2), c2[:10], c2[-8:], gzip.decompress(c2) == data)
c3 = gzip.compress(b"abc", mtime=5)
print(c3)
print(gzip.decompress(gzip.compress(b"one", mtime=1) + gzip.compress(b"two", mtime=1) + b"\x00\x00"), gzip.decompress(b""))
r = gzip.compress(b"x", 1, mtime=2); print(r[:10])
for bad in [b"notgzip", c2[:-4], c2[:5], b"\x1f\x8b\x07" + c2[3:], c2[:-8] + b"\x00" * 8]:
    try:
        print(gzip.decompress(bad))
    except (gzip.BadGzipFile, EOFError, OSError) as e:
        print("err", type(e).__name__, e)
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as f:
    f.write(b"line one\n")
    f.write(b"line two\nline three")
raw = buf.getvalue()
print(len(raw), raw[:10], gzip.decompress(raw))
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as f:
    print(f.readline(), f.read(4), f.read(), f.read())
with gzip.open(io.BytesIO(raw), "rb") as f:
    print([line for line in f], f.closed)
print(f.closed)
out = io.BytesIO()
with gzip.open(out, "wb", compresslevel=1) as g:
    g.write("unicode é text".encode("utf-8"))
print(gzip.decompress(out.getvalue()).decode(), out.getvalue()[8:10])
named = io.BytesIO()
with gzip.GzipFile("report.txt.gz", "wb", 9, named, mtime=0) as f:
    f.write(b"named")
print(named.getvalue()[:20], gzip.decompress(named.getvalue()))
try:
    g.write(b"x")
except ValueError as e:
    print("err", e)
gr = gzip.GzipFile(fileobj=io.BytesIO(raw))
try:
    gr.write(b"x")
except OSError as e:
    print("err", e)
print(gr.readlines())
import gzip, io
f = gzip.GzipFile(fileobj=io.BytesIO(gzip.compress(b"x")))
f.close()
for op in ["read", "readline", "__iter__"]:
    try:
        getattr(f, op)()
    except ValueError as e:
        print(op, e)
