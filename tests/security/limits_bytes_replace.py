# replace that multiplies the size
print("start")
x = (b'a' * 10**4).replace(b'a', b'b' * 10**5)
print("not reached")
