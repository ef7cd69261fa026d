# cpython: same
# a bytes or bytearray value shows no private storage: no attribute, dict entry or dir() name
# reaches it, and methods taken from the types refuse foreign receivers
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:60])
    except Exception as e:
        print(label, type(e).__name__)
b, ba = b'secret', bytearray(b'secret')
for name in ["#s", "s", "\x01#s", "@hex", "#bytes", "__dict__", "_s", "#next", "1"]:
    t("getattr " + repr(name), lambda: getattr(b, name))
    t("getattr ba " + repr(name), lambda: getattr(ba, name))
    t("setattr " + repr(name), lambda: setattr(b, name, b'x'))
    t("setattr ba " + repr(name), lambda: setattr(ba, name, 1))
    t("hasattr " + repr(name), lambda: hasattr(b, name))
print([n for n in dir(b) if not n.isidentifier()], [n for n in dir(ba) if not n.isidentifier()])
print("hex" in dir(b), "append" in dir(ba), "append" in dir(b))
t("class", lambda: b.__class__.__name__)
t("dict of type", lambda: sorted(k for k in bytes.__dict__ if not k.isidentifier()))
class M: pass
for f, args in [(bytearray.append, ([], 1)), (bytearray.append, ((1, 2), 3)), (bytearray.clear, ({1: 2},)),
                (bytearray.reverse, ((1, 2, 3),)), (bytearray.extend, ([], b'ab')), (bytearray.pop, ([1],)),
                (bytes.decode, ("abc",)), (bytes.hex, (5,)), (bytes.join, (M(), [])), (bytes.hex, (ba,)),
                (bytearray.__setitem__, ([1], 0, 5)), (bytearray.insert, ((), 0, 1)),
                (bytearray.__iadd__, ([], b'x')), (str.encode, (b'x',)), (int.to_bytes, ("x", 1, "big")),
                (bytes.__getitem__, ("abc", 0)), (bytes.__add__, ("a", b"b")), (bytes.__len__, ([],))]:
    t(f.__name__, lambda: f(*args))
t("from_bytes str", lambda: int.from_bytes("ab", "big"))
t("from_bytes dict", lambda: int.from_bytes({1: 2}, "big"))
t("bytes of dict", lambda: bytes({1: 2, 3: 4}))
t("bytearray of dict", lambda: bytearray({255: 1}))
d = {b'\xffy': 1, '\xffy': 2, b'': 3, '': 4, b'y': 5}
print(len(d), d[b'\xffy'], d['\xffy'], d[b''], d[''], d[b'y'])
x = "\xffy"
print(d.get(x), d.get(x.encode('latin-1')), b'y' in {'\xffy': 0}, 'y' in {b'y': 0})
