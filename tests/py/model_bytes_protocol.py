# A tiny binary message format with struct: pack header + utf-8 payload, parse, validate checksum.
import struct
import zlib

HEADER = struct.Struct(">4sHBI")  # magic, version, type, length

def pack(msg_type, text):
    payload = text.encode("utf-8")
    body = HEADER.pack(b"MOON", 1, msg_type, len(payload)) + payload
    return body + struct.pack(">I", zlib.crc32(body))

def unpack(data):
    magic, version, msg_type, length = HEADER.unpack_from(data)
    if magic != b"MOON":
        raise ValueError(f"bad magic {magic!r}")
    payload = data[HEADER.size:HEADER.size + length]
    (crc,) = struct.unpack_from(">I", data, HEADER.size + length)
    if crc != zlib.crc32(data[:HEADER.size + length]):
        raise ValueError("checksum mismatch")
    return version, msg_type, payload.decode("utf-8")

for t, text in [(1, "hello"), (2, "Grüße 🌍"), (3, "")]:
    raw = pack(t, text)
    print(len(raw), raw.hex(" "))
    print("   ->", unpack(raw))
bad = bytearray(pack(1, "tamper"))
bad[-6] ^= 0xFF
for data in [bytes(bad), b"XXXX" + pack(1, "x")[4:]]:
    try:
        unpack(data)
    except ValueError as e:
        print("ValueError:", e)
print(HEADER.size, struct.calcsize("<hhl"), struct.pack("<hH", -2, 65535), struct.unpack("<3B", b"abc"))
try:
    struct.unpack(">I", b"ab")
except struct.error as e:
    print("struct.error:", e)
