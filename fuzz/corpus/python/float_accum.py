# accumulating floats and comparing with tolerance
total = 0.0
for _ in range(10):
    total += 0.1
print(total, total == 1.0, abs(total - 1.0) < 1e-9, round(total, 10))
print(sum([0.1] * 3), 0.1 * 3, 0.3, 3 * 0.1 == 0.3)
prices = [19.99, 5.01, 0.1, 0.2]
print(sum(prices), round(sum(prices), 2), f"{sum(prices):.2f}")
avg = sum([1, 2, 3, 4]) / 4
print(avg, type(avg).__name__, int(avg), avg.is_integer())
x = 1.0
while x > 1e-3:
    x /= 7
print(x)
vals = [1e20, 1.0, -1e20]
print(sum(vals), sum(sorted(vals)))
print(2 / 3 + 1 / 3, 0.1 + 0.2 + 0.3, 0.3 + 0.2 + 0.1)
print(100 * 1.1, 1.1 * 1.1 * 1.1, 3.3 / 1.1)
print(1e-300 * 1e-300, 1e300 * 1e10, -1e300 * 1e10)
