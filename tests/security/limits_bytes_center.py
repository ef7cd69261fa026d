# center past the memory cap
print("start")
x = b'x'.center(10**10)
print("not reached")
