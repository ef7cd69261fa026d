# Integer encodings: to_bytes/from_bytes, two's complement, varint (LEB128), base-256 digits and checksums
def to_varint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def from_varint(data):
    n = shift = 0
    for i, b in enumerate(data):
        n |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return n, i + 1
    raise ValueError("truncated varint")


def twos(n, bits):
    return format(n & ((1 << bits) - 1), f"0{bits}b")


for n in (0, 1, 127, 128, 300, 16384, 2**32, 2**63 - 1):
    v = to_varint(n)
    print(n, v.hex(), from_varint(v), len(v))
try:
    from_varint(b"\x80\x80")
except ValueError as e:
    print("ValueError:", e)
for n in (5, -5, 127, -128, -1):
    print(n, twos(n, 8), n.to_bytes(2, "big", signed=True).hex(), int.from_bytes(n.to_bytes(2, "little", signed=True), "little", signed=True))
big = 2**100 + 12345
b = big.to_bytes(16, "big")
print(b.hex(), int.from_bytes(b, "big") == big, list(b[:4]), (big).to_bytes((big.bit_length() + 7) // 8, "little").hex())
print(int.from_bytes(b"\xff\xff", "big"), int.from_bytes(b"\xff\xff", "big", signed=True), int.from_bytes(bytes([1, 2, 3]), "little"))
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
try:
    (-1).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
data = "checksum me".encode()
print(sum(data) % 256, bytes([(-sum(data)) % 256]).hex(), (sum(data) + (-sum(data)) % 256) % 256)
fletcher = [0, 0]
for byte in data:
    fletcher[0] = (fletcher[0] + byte) % 255
    fletcher[1] = (fletcher[1] + fletcher[0]) % 255
print(fletcher, (fletcher[1] << 8) | fletcher[0])
