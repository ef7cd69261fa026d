# Checksums by hand (CRC-32 table, Adler-32, FNV-1a, djb2) compared with zlib/hashlib where available
import zlib


def crc32_table():
    table = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        table.append(c)
    return table


TABLE = crc32_table()


def crc32(data: bytes) -> int:
    crc = 0xFFFFFFFF
    for b in data:
        crc = (crc >> 8) ^ TABLE[(crc ^ b) & 0xFF]
    return crc ^ 0xFFFFFFFF


def adler32(data: bytes) -> int:
    a, b = 1, 0
    for x in data:
        a = (a + x) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def fnv1a(data: bytes) -> int:
    h = 0xCBF29CE484222325
    for x in data:
        h = ((h ^ x) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def djb2(s: str) -> int:
    h = 5381
    for ch in s:
        h = (h * 33 + ord(ch)) & 0xFFFFFFFF
    return h


print([hex(t) for t in TABLE[:4]], hex(TABLE[255]))
for text in [b"", b"a", b"abc", b"The quick brown fox jumps over the lazy dog", bytes(range(256))]:
    c, a = crc32(text), adler32(text)
    print(f"{len(text):3d} crc={c:08x} {c == zlib.crc32(text)} adler={a:08x} {a == zlib.adler32(text)} fnv={fnv1a(text):016x}")
print(djb2("hello"), djb2(""), djb2("moonpy"))
print(zlib.crc32(b"world", zlib.crc32(b"hello ")) == zlib.crc32(b"hello world"))
