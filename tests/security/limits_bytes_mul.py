# bytes repeated past the memory cap
print("start")
x = b'x' * 10**10
print("not reached")
