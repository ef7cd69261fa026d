# bytearray: a mutable bytes
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

ba = bytearray(b'hello')
ba[0] = 72
ba[-1] = ord('O')
print(ba, len(ba), ba[0], ba[1:3], type(ba[1:3]).__name__)
ba.append(33)
ba.extend(b' world')
ba.extend([1, 2])
ba.extend(bytearray(b'!'))
ba.extend(range(65, 68))
print(ba)
ba += b'++'
ba += bytearray(b'--')
print(ba, ba.pop(), ba.pop(0), ba)
ba.insert(0, 60); ba.insert(100, 62); ba.insert(-1, 61)
print(ba)
ba.remove(61)
del ba[0]
del ba[-1]
del ba[1:3]
print(ba)
ba[0:2] = b'XYZ'
print(ba)
ba[1:3] = [48, 49, 50, 51]
print(ba)
ba[::2] = b'\x00' * len(ba[::2])
print(ba)
del ba[::3]
print(ba)
ba.reverse()
print(ba)
c = ba.copy()
c[0] = 255
print(c[0] != ba[0] or c[0] == 255, ba == c)
ba.clear()
print(ba, len(ba), bool(ba))
z = bytearray(4)
z *= 2
print(z, bytearray(), bytearray([1, 2, 3]), bytearray(range(3)), bytearray("aé", "utf-8"), bytearray(b'x') * 3)
# a key stream XOR over a buffer, in place
buf = bytearray(b"attack at dawn")
key = b"k3y"
for i in range(len(buf)):
    buf[i] ^= key[i % len(key)]
print(buf, bytes(buf).hex())
for i in range(len(buf)):
    buf[i] ^= key[i % len(key)]
print(buf.decode())
out = bytearray()
for n in [1, 200, 3]:
    out.append(n)
print(out, list(out), out == b'\x01\xc8\x03', out + b'!', b'!' + out)
show(lambda: bytearray(b'x').append(256))
show(lambda: bytearray(b'x').append(-1))
show(lambda: bytearray(b'x').append('a'))
show(lambda: bytearray().pop())
show(lambda: bytearray(b'ab').pop(5))
show(lambda: bytearray(b'ab').remove(99))
show(lambda: bytearray(b'ab').__setitem__(0, 300))
show(lambda: bytearray(b'ab').__setitem__(5, 1))
show(lambda: bytearray(b'ab')[7])
show(lambda: bytearray(b'ab').extend('cd'))
show(lambda: bytearray(b'ab').extend(5))
show(lambda: bytearray(b'ab').extend([1, 999]))
show(lambda: hash(bytearray(b'ab')))
show(lambda: {bytearray(b'ab'): 1})
show(lambda: bytearray([300]))
show(lambda: bytearray(-1))
show(lambda: bytearray('abc'))
show(lambda: bytearray(2.5))
def f():
    ba = bytearray(b'abcd'); ba[::2] = b'xyz'
show(f)
def g():
    ba = bytearray(b'abcd'); ba[0:1] = 5
show(g)
def h():
    x = bytearray(b'ab'); x += 'c'
show(h)
