# struct with repeat counts past the memory cap: pads, strings and items
import struct
print("start")
print(struct.calcsize("1000000000000x"))   # only a number: CPython answers too
print(len(struct.pack("1000x")))
try:
    struct.unpack("200000000i", b"\0" * 10)
except struct.error as e:
    print("error:", e)
for i in range(3):
    b = struct.pack("1000000s", b"a")      # fits: 1 MB at a time
print(len(b))
struct.pack("%dx" % (10 ** 11))             # 100 GB of padding
print("not reached")
