# Bytes and encodings: utf-8 encode/decode, error handlers, hex dumps, base64 variants.
import base64
import binascii

text = "Grüße, 世界! 🎉"
data = text.encode("utf-8")
print(len(text), len(data), data)
print(data.hex(), data.hex(" ", 4))
print(bytes.fromhex("48 65 6c 6c 6f").decode())
print(data.decode("utf-8") == text, data[:5].decode("utf-8", errors="replace"))
print(text.encode("ascii", errors="ignore"), text.encode("ascii", errors="replace"))
print(text.encode("ascii", errors="xmlcharrefreplace"), text.encode("ascii", errors="backslashreplace"))
print(text.encode("latin-1", errors="replace"))
try:
    text.encode("ascii")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
try:
    b"\xff\xfeok".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)

def hexdump(b, width=8):
    for off in range(0, len(b), width):
        chunk = b[off:off + width]
        hexpart = " ".join(f"{x:02x}" for x in chunk)
        asc = "".join(chr(x) if 32 <= x < 127 else "." for x in chunk)
        print(f"{off:08x}  {hexpart:<{width * 3}} |{asc}|")

hexdump(data)
enc = base64.b64encode(data)
print(enc, base64.b64decode(enc).decode())
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b64encode(b"\xfb\xff\xfe"))
print(base64.b32encode(b"hello"), base64.b16encode(b"hi!"), base64.b32decode(b"NBSWY3DP"))
print(base64.b64encode(b"a"), base64.b64encode(b"ab"), base64.b64encode(b"abc"))
print(binascii.hexlify(b"xyz"), binascii.unhexlify("78797a"), binascii.crc32(b"hello"))
try:
    base64.b64decode(b"abc")
except binascii.Error as e:
    print("binascii.Error:", e)
print(bytes([72, 105]), bytearray(b"abc").upper(), list(b"AZ"), b"a,b,,c".split(b","))
print(int.from_bytes(b"\x01\x00", "big"), (1024).to_bytes(4, "little"), int.from_bytes(b"\xff", "big", signed=True))
