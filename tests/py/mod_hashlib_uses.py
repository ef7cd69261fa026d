# hashlib as programs use it: a password store with salted PBKDF2, a checksum of a file's
# content, content-addressed storage, a signed token with hmac, and the errors
import hashlib, hmac, json

def hash_password(password: str, salt: bytes) -> str:
    dk = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, 1000)
    return salt.hex() + "$" + dk.hex()

def verify(password: str, stored: str) -> bool:
    salt_hex, dk_hex = stored.split("$")
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt_hex), 1000)
    return hmac.compare_digest(dk.hex(), dk_hex)

stored = hash_password("correct horse", b"\x00\x01salt")
print(stored)
print(verify("correct horse", stored), verify("wrong", stored))

content = "line one\nline two\nünïcödé line\n" * 3
print("md5", hashlib.md5(content.encode()).hexdigest())
print("sha1", hashlib.sha1(content.encode("utf-8")).hexdigest())
h = hashlib.sha256()
for line in content.splitlines(keepends=True):
    h.update(line.encode())
print("sha256 by lines", h.hexdigest() == hashlib.sha256(content.encode()).hexdigest())

store = {}
def put(data: bytes) -> str:
    key = hashlib.sha256(data).hexdigest()[:12]
    store[key] = data
    return key
k1, k2 = put(b"alpha"), put(json.dumps({"a": [1, 2]}).encode())
print(k1, k2, store[k1], json.loads(store[k2].decode()))

secret = b"server-secret"
payload = json.dumps({"user": "ann", "role": "admin"}, sort_keys=True)
sig = hmac.new(secret, payload.encode(), hashlib.sha256).hexdigest()
token = payload + "." + sig
body, _, got = token.rpartition(".")
print(sig, hmac.compare_digest(got, hmac.new(secret, body.encode(), "sha256").hexdigest()))

print(hashlib.sha256("".encode()).hexdigest())
print(hashlib.md5(b"a" * 1000).digest().hex(), len(hashlib.sha512(b"x").digest()))
print(hashlib.sha256(string=b"kw").hexdigest()[:16], hashlib.md5(b"a", usedforsecurity=False).hexdigest())
print(int(hashlib.md5(b"seed").hexdigest(), 16) % 1000)

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
show(lambda: hashlib.sha256("text"))
show(lambda: hashlib.sha256().update("text"))
show(lambda: hashlib.sha256().update(5))
show(lambda: hashlib.sha256().update())
show(lambda: hashlib.new("foo"))
show(lambda: hashlib.new(5))
show(lambda: hashlib.pbkdf2_hmac("sha256", "pw", b"salt", 10))
show(lambda: hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 0))
show(lambda: hmac.new(b"k", b"m"))
show(lambda: hmac.new("k", b"m", "sha256"))
show(lambda: hmac.new(b"k", "m", "sha256"))
show(lambda: hmac.compare_digest("a", b"a"))
show(lambda: hmac.compare_digest("é", "é"))
show(lambda: hmac.compare_digest(b"ab", bytearray(b"ab")))
