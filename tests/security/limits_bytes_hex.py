# hex of a large bytes, repeated
print("start")
x = (b'\xff' * 10**7).hex() * 100
print("not reached")
