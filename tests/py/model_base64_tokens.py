# Encode/decode "tokens" as urlsafe base64 JSON, with padding fixups and signature via hmac.
import base64
import hashlib
import hmac
import json

SECRET = b"not-so-secret"

def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")

def unb64url(text):
    pad = "=" * (-len(text) % 4)
    return base64.urlsafe_b64decode(text + pad)

def make_token(payload):
    header = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":"), sort_keys=True).encode())
    sig = hmac.new(SECRET, f"{header}.{body}".encode(), hashlib.sha256).digest()
    return f"{header}.{body}.{b64url(sig)}"

def read_token(token):
    header, body, sig = token.split(".")
    expected = hmac.new(SECRET, f"{header}.{body}".encode(), hashlib.sha256).digest()
    if not hmac.compare_digest(expected, unb64url(sig)):
        raise ValueError("bad signature")
    return json.loads(unb64url(body))

tok = make_token({"sub": "user-42", "name": "Zoë", "admin": False, "iat": 1709251200})
print(tok)
print(read_token(tok))
tampered = tok.split(".")
tampered[1] = b64url(b'{"admin":true}')
try:
    read_token(".".join(tampered))
except ValueError as e:
    print("ValueError:", e)
for raw in [b"", b"f", b"fo", b"foo", b"foob", b"\xff\xfe\xfd"]:
    print(raw, base64.b64encode(raw), b64url(raw), unb64url(b64url(raw)) == raw)
print(base64.b64decode("aGVsbG8gd29ybGQ="), base64.b64decode(b"aGk=\n"), base64.standard_b64encode(b"?>"))
print(base64.b85encode(b"hi") if hasattr(base64, "b85encode") and False else "skip b85")
