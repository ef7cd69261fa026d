import random, math
random.seed(12345)
vals = []
for _ in range(400):
    e = random.randint(-30, 30)
    vals.append(random.random() * 10 ** e * random.choice([1, -1]))
for _ in range(100):
    vals.append(round(random.uniform(-1000, 1000), random.randint(0, 6)))
for _ in range(100):
    vals.append(random.randint(-10**6, 10**6) / random.choice([2, 4, 8, 16, 10, 100, 1000]))
vals += [0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 1.005, 1e22, 1e23, 5e-324, 1.7976931348623157e308, 0.1, 0.2, 0.3, 1/3, 2/3]
out = []
for x in vals:
    row = [repr(x), str(x), repr(round(x)), repr(round(x, 2)), repr(round(x, 5)), repr(round(x, -2)),
           f"{x:.3f}", f"{x:.0f}", f"{x:e}", f"{x:.2e}", f"{x:g}", f"{x:.3g}", f"{x:.12g}", f"{x:,.2f}", f"{x:%}" if abs(x) < 1e10 else "",
           repr(x * 3), repr(x / 7), repr(x // 3) if abs(x) < 1e300 else "", repr(x % 3), repr(math.floor(x)) if abs(x) < 1e300 else "", repr(int(x)) if abs(x) < 1e300 else "",
           repr(x ** 2) if abs(x) < 1e150 else "", repr(math.sqrt(abs(x))), repr(float(str(x)) == x), x.hex(), repr(x.as_integer_ratio()[1] if x == x else 0)]
    out.append(" ".join(row))
print("\n".join(out))
