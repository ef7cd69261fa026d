# Histograms of seeded random data: fixed-width bins, text bars, cumulative percentages, and percentiles
import math
import random

rng = random.Random(123)
data = [rng.gauss(50, 12) for _ in range(500)] + [rng.uniform(0, 100) for _ in range(100)]


def histogram(values, lo, hi, nbins):
    width = (hi - lo) / nbins
    counts = [0] * nbins
    for v in values:
        i = int((v - lo) // width)
        counts[min(max(i, 0), nbins - 1)] += 1
    return [(lo + i * width, lo + (i + 1) * width, c) for i, c in enumerate(counts)]


def percentile(sorted_vals, q):
    k = (len(sorted_vals) - 1) * q
    f, c = math.floor(k), math.ceil(k)
    if f == c:
        return sorted_vals[int(k)]
    return sorted_vals[f] + (sorted_vals[c] - sorted_vals[f]) * (k - f)


bins = histogram(data, 0, 100, 10)
cum = 0
for lo, hi, c in bins:
    cum += c
    print(f"[{lo:5.1f}, {hi:5.1f}) {c:4d} {'*' * (c // 5):<30} {100 * cum / len(data):6.2f}%")
s = sorted(data)
for q in (0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 1.0):
    print(f"p{int(q * 100):<3d} = {percentile(s, q):9.4f}")
mean = sum(data) / len(data)
sd = math.sqrt(sum((x - mean) ** 2 for x in data) / len(data))
print(f"mean={mean:.4f} sd={sd:.4f} within 1 sd: {sum(abs(x - mean) <= sd for x in data) / len(data):.3f}")
print(round(min(data), 6), round(max(data), 6), len([x for x in data if x < 0 or x > 100]))
