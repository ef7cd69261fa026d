import hashlib, io, gzip
print(hashlib.file_digest(io.BytesIO(b"abc"), "sha256").hexdigest(), hashlib.file_digest(io.BytesIO(b"abc"), hashlib.md5).hexdigest())
b = io.BytesIO(b"hello world"); b.read(3); print(hashlib.file_digest(b, "sha1").hexdigest())
g = gzip.GzipFile(fileobj=io.BytesIO(gzip.compress(b"zipped data" * 100, mtime=0)))
print(hashlib.file_digest(g, "md5").hexdigest() == hashlib.md5(b"zipped data" * 100).hexdigest())
try:
    hashlib.file_digest(io.StringIO("abc"), "md5")
except ValueError as e:
    print("err", type(e).__name__, str(e).split("'")[2])
