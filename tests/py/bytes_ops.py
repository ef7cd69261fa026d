# bytes as a sequence: indexing gives ints, slicing gives bytes, iteration, in, + * and order
b = b'Hello, World'
print(b[0], b[-1], b[1:5], b[::-1], b[::2], b[100:], b[-3:], b[5:1])
print(list(b[:4]), sum(b), max(b), min(b), sorted(b'cab'))
for c in b'hi':
    print(c, chr(c))
print(len(b), len(b''), bool(b''), bool(b'\x00'))
print(b'W' in b, b'World' in b, 72 in b, 0 in b, b'' in b, b'xyz' in b)
print(b'ab' + b'cd', b'ab' * 3, 3 * b'ab', b'x' * 0, b'x' * -2)
print(b'abc' == b'abc', b'abc' != b'abd', b'abc' == 'abc', b'abc' < b'abd', b'ab' < b'abc',
      b'b' > b'abc', b'\xff' > b'a', b'' <= b'', b'a' >= b'b')
print(b'abc' == bytearray(b'abc'), bytearray(b'x') == b'x', b'a' < bytearray(b'b'))
print(hash(b'abc') == hash(b'abc'), hash(b'') == hash(b''))
d = {b'key': 1, 'key': 2, b'': 3}
d[b'key'] += 10
print(d, d[b'key'], d['key'], b'key' in d, 'key' in d, len(d))
s = {b'a', b'a', 'a', b'b'}
print(len(s), b'a' in s, 'a' in s)
print(b'x'.__len__(), b'abc'.__getitem__(1), b'abc'.__contains__(98))
print(list(map(hex, b'\x01\xff')), [x ^ 0x20 for x in b'ABC'])
print(bytes(reversed(b'abc')), b'abc'[1:2] == b'b', b'abc'.count(b'') )
print(tuple(b'ab'), set(b'aab') == {97, 98}, enumerate(b'ab').__next__())
x = b'abc'
x += b'def'
print(x, x is not None, isinstance(x, bytes), isinstance(x, bytearray), isinstance(bytearray(), bytes))
print(bytes, bytearray, type(b'') is bytes, type(bytearray()) is bytearray)
print(str(b'a'), repr(b'a'), format(b'a'), '{}'.format(b'a'), f'{b"q"!r:>8}')
print(b'\x00' * 3 + b'!', (b'ab' * 2)[1:])
