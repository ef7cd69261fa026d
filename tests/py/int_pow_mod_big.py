# pow(x, y, m) for big exponents (the interruptible chunked path) and negative ones
for bits in (64, 1000, 6000):
    e = (1 << bits) - 3
    m = (1 << bits) - 1
    r = pow(7, e, m)
    print(bits, r % 1000003, r.bit_length(), pow(-7, e, -m) % 1009)
print(pow(3, -1, 7), pow(3, -2, 10**40 + 7) % 1000, pow(2, 10**30, 10**9 + 7))
