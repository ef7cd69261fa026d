# args: --max-operations 10000000
# decoding a large buffer again and again: each decode is charged to the operation budget
print("start")
x = b'\xc3\xa9' * 10**7
for i in range(50):
    y = x.decode()
    z = x.hex()
print("not reached")
