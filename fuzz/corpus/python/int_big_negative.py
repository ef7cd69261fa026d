# big integers with negative signs: floor division, modulo and shifts round toward -inf
big = 10 ** 25 + 7
for a, b in [(big, 3), (-big, 3), (big, -3), (-big, -3), (7, big), (-7, big), (big, big - 1)]:
    q, r = divmod(a, b)
    print(a // b, a % b, q * b + r == a)
print(-(2 ** 80) >> 3, (-(2 ** 80) - 1) >> 79, -(2 ** 80) // 8, -1 >> 200)
print(-(2 ** 70) % 1000, (-(2 ** 70)) // 1000)
print(abs(-(10 ** 30)), -(-(10 ** 30)), -(10 ** 30) < -(10 ** 29), max(-(10 ** 30), -1))
print((-3) ** 41, (-3) ** 40)
print(int(-1e20), int(-1.5e19), float(-(2 ** 100)))
print(str(-(2 ** 64))[:6], len(str(-(2 ** 200))), hex(-(2 ** 64)))
