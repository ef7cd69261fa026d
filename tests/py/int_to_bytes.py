# int.to_bytes and int.from_bytes: byte orders, signed values, big ints, errors
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

for n in [0, 1, 255, 256, 1024, 65535, 2**31 - 1, 2**63 - 1, 2**64, 2**100 + 12345]:
    k = max(1, (n.bit_length() + 7) // 8)
    b, l = n.to_bytes(k, 'big'), n.to_bytes(k, 'little')
    print(n, b, l, int.from_bytes(b, 'big') == n, int.from_bytes(l, byteorder='little') == n)
for n in [-1, -128, -129, 127, -2**63, -2**70]:
    b = n.to_bytes(10, 'big', signed=True)
    print(n, b, int.from_bytes(b, 'big', signed=True), int.from_bytes(b, 'big'))
print((1).to_bytes(), (258).to_bytes(2), (5).to_bytes(4, byteorder='little'), (0).to_bytes(0, 'big'))
print(int.from_bytes(b''), int.from_bytes(b'\xff\xff', 'big', signed=True), int.from_bytes([1, 2], 'big'),
      int.from_bytes(bytearray(b'\x01\x00'), 'little'), int.from_bytes(b'\x80', 'little', signed=True))
print(True.to_bytes(1, 'big'), (3).to_bytes(2, 'big', signed=False))
show(lambda: (256).to_bytes(1, 'big'))
show(lambda: (-1).to_bytes(1, 'big'))
show(lambda: (128).to_bytes(1, 'big', signed=True))
show(lambda: (-129).to_bytes(1, 'big', signed=True))
show(lambda: (1).to_bytes(0, 'big'))
show(lambda: (-1).to_bytes(0, 'big', signed=True))
show(lambda: (1).to_bytes(1, 'middle'))
show(lambda: (1).to_bytes(-1, 'big'))
show(lambda: int.from_bytes('ab', 'big'))
show(lambda: int.from_bytes(b'ab', 'sideways'))
# a length-prefixed frame, as a protocol would build it
payload = "héllo".encode()
frame = len(payload).to_bytes(4, 'big') + payload
size = int.from_bytes(frame[:4], 'big')
print(frame, size, frame[4:4 + size].decode())
