# cpython: same
# numeric literals that Lua reads differently: hex floats, leading zeros, underscores, huge exponents
print(0x10, 0o17, 0b101, 1_000_000, 0x_ff, 1e3, 1E-3, .5, 5., 0.0, -0.0)
print(0xffffffffffffffff, 0x7fffffffffffffff + 1, -0x8000000000000000 - 1)
print(9223372036854775807, 9223372036854775808, -9223372036854775808, 18446744073709551616)
print(1e308 * 10, -1e308 * 10, 1e-400, 123456789012345678901234567890.0)
print(00, 0_0, 1_0)
print(type(10 ** 20), 2 ** 63, 2 ** 64, -2 ** 63, (-2) ** 63)
print(7 // -2, -7 // 2, 7 % -2, -7 % 2, 2 ** -1, 0 ** 0)
print(int("0x10", 16), int("  42  "), int("1_0"), float("inf"), float("-nan"), float("1e500"))
