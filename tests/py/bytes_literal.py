# bytes literals: escapes, raw literals, adjacent literals, repr's choice of quotes
print(b'abc', b"abc", b'''tri
ple''', B'upper')
print(b'\x00\x01\x7f\x80\xff', b'\t\n\r\\', b'\a\b\f\v', b'\0\7\101\777'[:3])
print(b'\'', b'"', b'\'"', b"it's", b'say "hi"')
print(rb'\x00\n', br'\d+', Rb'a\\b', len(rb'\n'))
print(b'ab' b'cd' b"ef", b'a' rb'\n')
print(b'line\
continued')
print(b'\q', b'\N{DASH}', b'\u1234')
print(b'', repr(b''), str(b'x'), type(b'x'), type(b'x').__name__)
x = b'caf\xc3\xa9'
print(x, x.decode(), len(x))
print(f"{x!r} {x} {x!s}", "%s %r" % (x, x))
print([b'a', b'b'], (b'x',), {b'k': b'v'})
print(b'a\x00b'.split(b'\x00'))
