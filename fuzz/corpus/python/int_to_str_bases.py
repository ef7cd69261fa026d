# hex, oct, bin and format of ints
for n in [0, 1, 7, 8, 15, 16, 255, 256, -1, -16, 4096, 2 ** 40, 2 ** 64]:
    print(n, hex(n), oct(n), bin(n))
print(format(255, "x"), format(255, "X"), format(255, "o"), format(255, "b"))
print(format(255, "#x"), format(255, "#o"), format(255, "#b"), format(255, "#X"))
print(format(-255, "x"), format(-255, "#x"))
print(format(5, "08b"), format(5, "#010b"))
print(str(12345), repr(-12345), str(2 ** 80))
