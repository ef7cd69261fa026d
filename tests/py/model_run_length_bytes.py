# Run-length encode text and bytes; compress to "3a2b" strings and to (count, byte) pairs, round trip.
import re
from itertools import groupby

def rle_text(s):
    return "".join(f"{len(list(g))}{ch}" for ch, g in groupby(s))

def unrle_text(s):
    return "".join(ch * int(n) for n, ch in re.findall(r"(\d+)(\D)", s))

def rle_bytes(b):
    out = bytearray()
    for byte, g in groupby(b):
        n = len(list(g))
        while n > 0:
            out += bytes([min(n, 255), byte])
            n -= 255
    return bytes(out)

def unrle_bytes(b):
    return b"".join(bytes([b[i + 1]]) * b[i] for i in range(0, len(b), 2))

for s in ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abc", "aabbbcccc", ""]:
    enc = rle_text(s)
    print(f"{len(s):>3} -> {enc!r} ({len(enc)}) ok={unrle_text(enc) == s}")
data = b"\x00" * 300 + b"\xff\xff" + b"AB"
enc = rle_bytes(data)
print(enc.hex(" "), len(data), "->", len(enc), unrle_bytes(enc) == data)
