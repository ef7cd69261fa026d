import zlib
text = b"The quick brown fox jumps over the lazy dog. " * 50
c = zlib.compress(text)
print(len(text), len(c), c[:12], zlib.decompress(c) == text, zlib.crc32(text), zlib.adler32(text))
for lvl in [0, 1, 6, 9, -1]:
    cc = zlib.compress(text, lvl); print(lvl, len(cc), cc[-8:], zlib.decompress(cc) == text)
print(zlib.compress(b""), zlib.decompress(zlib.compress(b"")), zlib.compress(b"a", level=9))
g = zlib.compress(text, wbits=31); print(g[:3], len(g), zlib.decompress(g, 31) == text, zlib.decompress(g, 47) == text)
r = zlib.compress(text, 6, -15); print(len(r), zlib.decompress(r, -15) == text)
for bad in [lambda: zlib.decompress(b"abc"), lambda: zlib.decompress(c[:-3]), lambda: zlib.compress(b"x", 11), lambda: zlib.compress(b"x", wbits=3), lambda: zlib.decompress(b"x", wbits=99), lambda: zlib.compressobj(wbits=99), lambda: zlib.compress("s"), lambda: zlib.decompress(c, bufsize=-1), lambda: zlib.decompress(g), lambda: zlib.decompressobj(zdict="s")]:
    try:
        print(bad())
    except (zlib.error, ValueError, TypeError) as e:
        print(type(e).__name__, e)
co = zlib.compressobj(9)
parts = [co.compress(text[i:i + 100]) for i in range(0, len(text), 100)]
parts.append(co.flush())
blob = b"".join(parts); print(len(blob), zlib.decompress(blob) == text, [len(p) for p in parts][-3:])
try:
    co.compress(b"x")
except zlib.error as e:
    print("err", e)
try:
    co.flush()
except zlib.error as e:
    print("err", e)
print(co.flush(zlib.Z_NO_FLUSH))
do = zlib.decompressobj()
out = b""
for i in range(0, len(blob), 7):
    out += do.decompress(blob[i:i + 7])
out += do.flush()
print(out == text, do.eof, do.unused_data, do.unconsumed_tail)
do2 = zlib.decompressobj()
first = do2.decompress(blob + b"EXTRA", 100); print(len(first), len(do2.unconsumed_tail), do2.eof)
rest = do2.decompress(do2.unconsumed_tail); print(len(first + rest) == len(text), do2.eof, do2.unused_data, do2.unconsumed_tail)
co2 = zlib.compressobj(); a = co2.compress(b"hello "); s = co2.flush(zlib.Z_SYNC_FLUSH); print(s[-4:], zlib.decompressobj().decompress(a + s))
b = co2.compress(b"world"); f = co2.flush(zlib.Z_FULL_FLUSH); e = co2.flush(); print(zlib.decompress(a + s + b + f + e))
zd = b"common words the quick brown fox"
cz = zlib.compressobj(zdict=zd); blob2 = cz.compress(text) + cz.flush(); print(len(blob2))
dz = zlib.decompressobj(zdict=zd); print(dz.decompress(blob2) == text)
try:
    zlib.decompressobj().decompress(blob2)
except zlib.error as e:
    print("err", e)
cc = zlib.compressobj(); h = cc.compress(b"abc"); cp = cc.copy(); print(zlib.decompress(h + cp.flush()), zlib.decompress(h + cc.compress(b"def") + cc.flush()))
dd = zlib.decompressobj(); dd.decompress(blob[:50]); dc = dd.copy(); print(len(dc.decompress(blob[50:])), len(dd.decompress(blob[50:])))
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.Z_BEST_COMPRESSION, zlib.Z_DEFAULT_COMPRESSION, zlib.Z_FINISH, zlib.DEF_BUF_SIZE, zlib.ZLIB_VERSION, type(co).__name__, type(do).__name__)
try:
    do.decompress(b"x", -1)
except ValueError as e:
    print("err", e)
try:
    do.flush(0)
except ValueError as e:
    print("err", e)
import base64, json
payload = json.dumps({"k": list(range(50))}).encode()
packed = base64.b64encode(zlib.compress(payload)).decode(); print(packed[:30], json.loads(zlib.decompress(base64.b64decode(packed)))["k"][-1])
print(zlib.decompress(bytearray(zlib.compress(b"ba"))), zlib.compress(memoryview(b"mv")) == zlib.compress(b"mv"))
d3 = zlib.decompressobj(); print(d3.decompress(b""), d3.flush(), d3.eof)
bad = zlib.decompressobj(); 
try:
    bad.decompress(b"garbage!")
except zlib.error as e:
    print("err", e)
