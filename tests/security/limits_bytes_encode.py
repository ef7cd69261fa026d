# encode of a long str
print("start")
x = ('é' * 10**8).encode()
print("not reached")
