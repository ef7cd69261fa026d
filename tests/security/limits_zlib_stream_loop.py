# args: --max-operations 2000000
# streaming decompression of a bomb in small outputs: each call is charged to the operation
# budget by its output, so the loop ends at the budget however little memory it keeps
import zlib
packed = zlib.compress(b"\0" * (1 << 24), 9)
print("start")
while True:
    d = zlib.decompressobj()
    tail = packed
    while tail:
        d.decompress(tail, 1 << 16)
        tail = d.unconsumed_tail
