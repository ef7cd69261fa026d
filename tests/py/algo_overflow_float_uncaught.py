# Exponential growth model with floats: compound growth table, then math.exp overflows uncaught
import math


def compound(p, rate, years, n=12):
    return p * (1 + rate / n) ** (n * years)


for years in (1, 5, 10, 30):
    print(f"{years:2d} years: monthly {compound(1000, 0.05, years):12.2f}  continuous {1000 * math.exp(0.05 * years):12.2f}")
r = 0.5
for t in (10, 100, 500, 1000):
    v = math.exp(r * t)
    print(f"t={t:4d} e^(rt)={v:.6e} log10={math.log10(v):.3f}")
print(1e308 * 10, math.isinf(1e308 * 10), float("inf") - float("inf"))
print(math.exp(r * 2000))
