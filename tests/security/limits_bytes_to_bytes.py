# int.to_bytes with a huge length
print("start")
x = (1).to_bytes(10**10, 'big')
print("not reached")
