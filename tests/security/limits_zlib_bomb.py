# a decompression bomb: 320 MB of zeros packed into about 1.4 MB; zlib allocates through the
# Lua state, so the memory cap stops the output buffer, and no except catches it
import zlib
co = zlib.compressobj(1)
chunk = b"\0" * (1 << 20)
packed = b"".join(co.compress(chunk) for _ in range(320)) + co.flush()
print("packed", len(packed) < (4 << 20))
try:
    out = zlib.decompress(packed)
except MemoryError:
    print("caught")
print("not reached")
