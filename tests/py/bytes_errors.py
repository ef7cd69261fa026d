# the errors of bytes, in CPython's words
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

show(lambda: b'abc'[3])
show(lambda: b'abc'[-4])
k = 'x'
show(lambda: b'abc'[k])
show(lambda: b'abc' + 'd')
show(lambda: 'd' + b'abc')
show(lambda: b'abc' + 1)
show(lambda: b'abc' * 'x')
show(lambda: b'abc' * 2.0)
show(lambda: b'abc' < 'abd')
show(lambda: b'abc' < 1)
show(lambda: 'x' in b'abc')
show(lambda: 256 in b'abc')
show(lambda: b'abc'.find('a'))
show(lambda: b'abc'.index(b'z'))
show(lambda: b'abc'.rindex(b'z'))
show(lambda: b'abc'.split(b''))
show(lambda: b'abc'.split('b'))
show(lambda: b'abc'.strip('a'))
show(lambda: b'abc'.startswith('a'))
show(lambda: b'abc'.endswith(['a']))
show(lambda: b'abc'.replace('a', 'b'))
show(lambda: b', '.join(['a', 'b']))
show(lambda: b', '.join([b'a', 1]))
show(lambda: b'abc'.center(9, b'ab'))
show(lambda: b'abc'.partition(b''))
show(lambda: b'abc'.hex('::'))
show(lambda: b'abc'.decode(1))
show(lambda: bytes.fromhex('abc'))
show(lambda: bytes.fromhex('zz'))
show(lambda: bytes.fromhex('a b'))
show(lambda: bytes.fromhex(b'ab'))
show(lambda: bytes(-1))
show(lambda: bytes('abc'))
show(lambda: bytes(1, 'utf-8'))
show(lambda: bytes([256]))
show(lambda: bytes([-1]))
show(lambda: bytes(['a']))
show(lambda: bytes(1.5))
show(lambda: bytes(None))
show(lambda: bytes(b'abc', 'utf-8'))
show(lambda: b'abc'.translate(b'x'))
show(lambda: bytes.maketrans(b'ab', b'c'))
b = b'abc'
show(lambda: b.__setitem__(0, 1))
def assign():
    b[0] = 1
show(assign)
def setattr_():
    b.x = 1
show(setattr_)
def setattr2():
    b.hex = 1
show(setattr2)
def delitem():
    del b[0]
show(delitem)
show(lambda: b.nope)
show(lambda: len(5))
show(lambda: bytes(5) == bytes(5))
class WithBytes:
    def __bytes__(self):
        return b'custom'
show(lambda: bytes(WithBytes()))
class Bad:
    def __bytes__(self):
        return 'no'
show(lambda: bytes(Bad()))
