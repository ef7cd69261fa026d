# a bytearray repeated past the memory cap
print("start")
x = bytearray(b'xy') * 10**9
print("not reached")
