# a model-style program: Enum, struct headers, base64 tokens, hashing, bytes, complex and number edge cases
import struct, base64, hashlib, json
from enum import Enum, auto
class Color(Enum):
    RED = auto()
    GREEN = auto()
print(Color.RED, Color.GREEN.value, list(Color), Color["RED"] is Color.RED, Color(2).name)
header = struct.pack(">HHI", 1, 2, 3000)
print(header, struct.unpack(">HHI", header), len(header), header.hex(), base64.b16encode(header))
token = base64.urlsafe_b64encode(json.dumps({"user": "ann", "id": 7}).encode()).decode()
print(token, json.loads(base64.urlsafe_b64decode(token)))
pw = hashlib.pbkdf2_hmac("sha256", b"secret", b"salt", 1000).hex()[:20]
print(pw, hashlib.sha1(b"abc").hexdigest(), "é".encode(), "é".encode("latin-1"), b"caf\xc3\xa9".decode())
print(int.from_bytes(b"\x01\x00", "little"), (1024).to_bytes(2, "big"), bytes(range(5)), bytearray(b"ab") + b"c")
z = complex(3, 4)
print(abs(z), z.conjugate(), z * 1j, (1 + 2j) ** 2, f"{z:.1f}")
print(round(123.456, -1), round(-2.5), 0.1 + 0.2, 1e16 + 1, float("1e-7"), 3.0 % -2, -7 // 2.0)
print(sorted([3, 1, 2], reverse=True), sorted("bca"), list(reversed(range(3))), [1, 2] * 2, (1,) * 3)
print(isinstance(True, int), type(3 / 1), 10 ** 30 // 7, pow(2, 100, 97), divmod(10**20, 7))
