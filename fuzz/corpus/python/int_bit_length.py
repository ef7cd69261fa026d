# bit_length, bit_count and int methods
for n in [0, 1, 2, 3, 255, 256, -1, -255, 2 ** 62, 2 ** 63, 2 ** 64, 2 ** 100 - 1, -(2 ** 100)]:
    print(n, n.bit_length())
print((255).bit_count(), (-7).bit_count(), (2 ** 100 - 1).bit_count())
print((7).conjugate(), (7).real, (7).imag, (7).numerator, (7).denominator)
print((12).as_integer_ratio())
print(int.__name__)
