# fromhex of a long str
print("start")
x = bytes.fromhex('ab' * 10**8)
print("not reached")
