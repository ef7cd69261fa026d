# hashlib: the algorithms, new(), update/copy/digest, pbkdf2_hmac; and hmac
import hashlib, hmac
print(hashlib.md5("a".encode()).hexdigest())
print(hashlib.sha256(b"hello").hexdigest(), hashlib.sha1(b"").hexdigest())
h = hashlib.sha256(); h.update(b"hel"); c = h.copy(); h.update(b"lo")
print(h.hexdigest(), c.hexdigest(), h.digest()[:4], h.name, h.digest_size, h.block_size)
for n in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha512_224", "sha512_256", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "SHA256", "Md5"]:
    x = hashlib.new(n, b"abc")
    print(n, x.name, x.digest_size, x.block_size, x.hexdigest())
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 100000).hex())
print(hashlib.pbkdf2_hmac("sha1", b"password", b"salt", 2, 25).hex())
m = hmac.new(b"key", b"The quick brown fox", hashlib.sha256)
print(m.hexdigest(), m.name, m.digest_size, m.block_size)
m2 = m.copy(); m2.update(b"!")
print(m.hexdigest() != m2.hexdigest(), hmac.new(b"k" * 200, b"m", "sha512").hexdigest()[:16])
print(hmac.digest(b"k", b"m", "md5").hex(), hmac.compare_digest(b"a", b"a"), hmac.compare_digest("ab", "ac"))
print(repr(h)[:25], type(h).__name__)
