# pprint wraps long bytes and bytearray reprs in 4-byte steps, as CPython's _pprint_bytes.
from pprint import pprint, pformat
pprint(b"abc" * 10, width=12)
pprint(bytes(range(40)))
pprint({"key": b"\x00\xff" * 30, "k2": [b"hello world " * 5]}, width=40)
pprint(bytearray(b"xyz" * 20), width=30)
pprint(b"abcd", width=3)
pprint(b"abcde", width=3)
print(pformat([bytearray(b"ab" * 30)], width=25))
