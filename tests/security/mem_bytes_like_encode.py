# args: --max-memory 16M --timeout 10
# str.encode is not there; encoding a big str another way
s = "é" * 10 ** 7
t = [ord(c) for c in s]
