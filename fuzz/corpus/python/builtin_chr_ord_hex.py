# chr, ord, hex, oct, bin
print(chr(65), chr(97), chr(48), chr(32) == " ", chr(955), chr(0x1F600))
print(ord("A"), ord("z"), ord("0"), ord(" "), ord("λ"), ord("😀"))
print([chr(c) for c in range(ord("a"), ord("f"))])
print("".join(chr(ord(c) ^ 32) for c in "Hello"))
print(hex(0), hex(255), hex(-255), hex(2 ** 64), oct(8), oct(-8), oct(0), bin(0), bin(5), bin(-5), bin(2 ** 65))
print(int(hex(12345), 16), int(oct(12345), 8), int(bin(12345), 2))
caesar = "".join(chr((ord(c) - 97 + 3) % 26 + 97) if c.islower() else c for c in "xyz abc!")
print(caesar)
try:
    hex(1.5)
except TypeError as e:
    print("TypeError:", e)
try:
    chr(1114112)
except ValueError as e:
    print("ValueError:", e)
print(ord(chr(1114111)) == 1114111)
