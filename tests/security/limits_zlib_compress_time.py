# args: --timeout 1
# one compress call of a large input: zlib runs in C, charged as it goes, so the deadline ends
# it between chunks
import zlib
data = bytes(range(256)) * (1 << 16)
print("start")
while True:
    zlib.compress(data, 9)
