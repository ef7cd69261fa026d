# base64 and binascii: round trips (of JSON too), the alphabets, padding, and the errors
import base64, binascii, json

data = {"user": "zoë", "ids": [1, 2, 3], "ok": True}
enc = base64.b64encode(json.dumps(data).encode()).decode()
print(enc)
print(json.loads(base64.b64decode(enc)), json.loads(base64.b64decode(enc.encode()).decode("utf-8")) == data)
for s in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256))[:40], b"\xfb\xff\xfe"]:
    e = base64.b64encode(s)
    print(s[:8], e, base64.b64decode(e) == s, base64.urlsafe_b64encode(s), base64.b32encode(s), base64.b16encode(s))
    print(base64.urlsafe_b64decode(base64.urlsafe_b64encode(s)) == s, base64.b32decode(base64.b32encode(s)) == s,
          base64.b16decode(base64.b16encode(s)) == s, base64.standard_b64decode(base64.standard_b64encode(s)) == s)
print(base64.b64encode(b"\xfb\xff", altchars=b"-_"), base64.b64decode("-_8=", altchars="-_"), base64.b64decode(b"+/8="))
print(base64.b64decode("Zm9v\nYmFy"), base64.b64decode("Zm9v!!YmFy"), base64.b64decode("Zm9vYg==extra"), base64.b64decode("Zm9vYg"[:4]))
print(base64.encodebytes(b"x" * 100), base64.decodebytes(base64.encodebytes(b"hello" * 30)) == b"hello" * 30)
print(base64.b32decode("mzxw6===", casefold=True), base64.b32decode("MZXW6ylo".upper()), base64.b16decode("deadbeef", casefold=True))
print(binascii.hexlify(b"\x01\xab"), binascii.hexlify(b"\x01\xab\xcd", "-"), binascii.unhexlify("01ab"), binascii.unhexlify(b"FFFE"),
      binascii.b2a_hex(b"hi"), binascii.a2b_hex("6869"))
print(binascii.b2a_base64(b"hi"), binascii.b2a_base64(b"hi", newline=False), binascii.a2b_base64("aGk="), binascii.a2b_base64(b"aGk=\n"))
print(binascii.crc32(b"hello world"), binascii.crc32(b""), binascii.crc32(b"world", binascii.crc32(b"hello ")), binascii.crc32(b"a" * 1000))
content = "name,qty\nwidget,3\ngadget,5\n"
print("checksum %08x" % binascii.crc32(content.encode()), issubclass(binascii.Error, ValueError))

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print("binascii." if isinstance(e, binascii.Error) else "", type(e).__name__ + ":", e)
show(lambda: base64.b64encode("text"))
show(lambda: base64.b64decode("Zm9vY"))
show(lambda: base64.b64decode("Zm9vYmE"))
show(lambda: base64.b64decode("Zm9v!", validate=True))
show(lambda: base64.b64decode("=Zm9v", validate=True))
show(lambda: base64.b64decode("Zm9vYg==Zg", validate=True))
show(lambda: base64.b64decode("Zm9vYg=", validate=True))
show(lambda: base64.b64decode("Zm9vYg==", validate=True))
show(lambda: base64.b64decode("é"))
show(lambda: base64.b64decode(5))
show(lambda: base64.b32decode("MZXW6"))
show(lambda: base64.b32decode("MZXW6!=="))
show(lambda: base64.b32decode("mzxw6==="))
show(lambda: base64.b16decode("abc"))
show(lambda: base64.b16decode("ab"))
show(lambda: base64.b16decode("0G"))
show(lambda: binascii.unhexlify("abc"))
show(lambda: binascii.unhexlify("zz"))
show(lambda: binascii.hexlify("ab"))
show(lambda: binascii.crc32("ab"))
try:
    base64.b64decode("abc")
except binascii.Error as e:
    print("caught binascii.Error:", e)
try:
    base64.b64decode("abc")
except ValueError as e:
    print("caught ValueError:", e)
import zlib
print(zlib.crc32(b"hello world"), zlib.adler32(b"hello world"), zlib.adler32(b""), zlib.adler32(b"world", zlib.adler32(b"hello ")),
      zlib.crc32(b"x", 12345), zlib.adler32(b"a" * 10000))
