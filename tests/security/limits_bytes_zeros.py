# bytes(n) past the memory cap
print("start")
x = bytes(10**12)
print("not reached")
