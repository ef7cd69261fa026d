# args: --timeout 2
# F9: pow(3, e, m) with 200,000-bit operands is interrupted at the deadline (GMP cannot be:
# the exponent is worked through in chunks, and the clock is read between them)
print(pow(3, (1 << 200000) - 3, (1 << 200000) - 1) % 7)
