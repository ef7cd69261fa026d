# subclasses of bytes, bytearray and frozenset
class B(bytes): pass
class BA(bytearray): pass
class FS(frozenset): pass
f = FS({1, 2})
print(f | {3}, type(f | {3}).__name__, type(f & {1}).__name__)
b = B(b"ab")
print(b + b"x", type(b + b"x").__name__, b[0], b.decode(), len(b))
ba = BA(b"ab")
ba.append(99)
print(ba, type(ba).__name__, bytes(ba))
