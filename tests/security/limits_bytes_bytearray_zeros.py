# bytearray(n) past the memory cap
print("start")
x = bytearray(10**9)
print("not reached")
