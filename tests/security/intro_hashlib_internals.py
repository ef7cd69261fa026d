# cpython: same
# hash and HMAC objects show no private state, and their methods refuse foreign receivers
import hashlib, hmac
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
h, m = hashlib.sha256(b"x"), hmac.new(b"k", b"x", "sha256")
for name in ["#h", "h", "\x01#h", "@update", "_h", "state", "ctx"]:
    t("getattr " + repr(name), lambda: getattr(h, name))
    t("getattr hmac " + repr(name), lambda: getattr(m, name))
    t("hasattr " + repr(name), lambda: hasattr(h, name))
print([n for n in dir(h) if not n.isidentifier()], [n for n in dir(m) if not n.isidentifier()])
print([n for n in dir(hashlib) if not n.isidentifier()], [n for n in dir(hmac) if not n.isidentifier()])
HASH = type(h)
for f, args in [(HASH.update, ([], b"x")), (HASH.update, (b"x", b"x")), (HASH.digest, ("abc",)),
                (HASH.copy, ({},)), (HASH.hexdigest, (m,))]:
    t(f.__name__, lambda: f(*args))
t("update list", lambda: h.update([1, 2]))
t("update memview", lambda: h.update(bytearray(b"ok")))
t("new with a hash object", lambda: hmac.new(b"k", b"m", lambda: h))
t("digestmod not callable", lambda: hmac.new(b"k", b"m", 5))
