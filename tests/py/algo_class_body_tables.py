# Precomputed lookup tables in class bodies (comprehensions over class attributes) for a base-N codec
class Base58:
    ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    INDEX = {ch: i for i, ch in enumerate(ALPHABET)}
    BASE = len(ALPHABET)

    @classmethod
    def encode(cls, data: bytes) -> str:
        n = int.from_bytes(data, "big")
        out = []
        while n:
            n, r = divmod(n, cls.BASE)
            out.append(cls.ALPHABET[r])
        pad = len(data) - len(data.lstrip(b"\0"))
        return "1" * pad + "".join(reversed(out))

    @classmethod
    def decode(cls, s: str) -> bytes:
        n = 0
        for ch in s:
            if ch not in cls.INDEX:
                raise ValueError(f"invalid base58 character {ch!r}")
            n = n * cls.BASE + cls.INDEX[ch]
        pad = len(s) - len(s.lstrip("1"))
        body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
        return b"\0" * pad + body


class Squares:
    LIMIT = 12
    TABLE = [n * n for n in range(LIMIT)]
    ROOTS = {v: k for k, v in enumerate(TABLE)}
    IS_SQUARE = [x in ROOTS for x in range(LIMIT * 2)]


for raw in [b"hello world", b"\x00\x00abc", b"", bytes(range(10)), "moonpy".encode()]:
    enc = Base58.encode(raw)
    print(repr(raw), enc, Base58.decode(enc) == raw)
try:
    Base58.decode("0OIl")
except ValueError as e:
    print("ValueError:", e)
print(Base58.BASE, len(Base58.INDEX), Base58.INDEX["z"])
print(Squares.TABLE, Squares.ROOTS[81], [i for i, ok in enumerate(Squares.IS_SQUARE) if ok])
