# Text histogram of grouped numeric data
data = [23, 45, 12, 67, 34, 89, 21, 56, 78, 43, 65, 32, 11, 99, 54, 38, 47, 71, 60, 5]
bucket_size = 20
buckets = {}
for x in data:
    lo = (x // bucket_size) * bucket_size
    buckets[lo] = buckets.get(lo, 0) + 1
for lo in sorted(buckets):
    label = f"{lo:>3}-{lo + bucket_size - 1:<3}"
    print(f"{label} | {'#' * buckets[lo]:<8} {buckets[lo]}")
n = len(data)
mean = sum(data) / n
s = sorted(data)
median = (s[n // 2 - 1] + s[n // 2]) / 2 if n % 2 == 0 else s[n // 2]
var = sum((x - mean) ** 2 for x in data) / (n - 1)
print(f"n={n} mean={mean:.2f} median={median} stdev={var ** 0.5:.4f}")
print(f"min={min(data)} max={max(data)} range={max(data) - min(data)}")
q1, q3 = s[n // 4], s[3 * n // 4]
print("quartiles:", q1, q3, "IQR:", q3 - q1)
mode_counts = {}
for x in [d % 10 for d in data]:
    mode_counts[x] = mode_counts.get(x, 0) + 1
print("last-digit counts:", dict(sorted(mode_counts.items())))
print("vertical:")
top = max(buckets.values())
for level in range(top, 0, -1):
    print(" ".join(" #"[buckets.get(lo, 0) >= level] * 3 for lo in range(0, 100, bucket_size)))
print(" ".join(f"{lo:<3}" for lo in range(0, 100, bucket_size)))
