# Numeric report tables with nested f-string format specs (dynamic width and precision), alignment and signs
import math

rows = [("alpha", 3.14159265, -12), ("beta", 2.71828, 4500), ("gamma", 1.41421356, 7), ("delta", 1234.5, -1)]
name_w = max(len(r[0]) for r in rows) + 2
for prec in (0, 2, 4):
    print(f"-- precision {prec}")
    for name, x, n in rows:
        print(f"{name:<{name_w}}|{x:>{12}.{prec}f}|{n:>+8d}|{x:^{14}.{prec + 2}e}|{n:08,}")
width = 10
for val in (0.5, -0.25, 1e6, math.pi, -math.e, 0.0):
    print(f"[{val:{width}.3f}] [{val:<{width}.2%}] [{val:+{width}.4g}] [{val:={width}.1f}] [{val:*^{width}.2f}]")
print(f"{'left':<8}|{'mid':^8}|{'right':>8}|")
print(f"{42:#x} {42:#o} {42:#b} {255:02X} {-7:5d} {7:<5d}| {1234567:,} {1234567:_} {0.000123:.2e}")
total = sum(x for _, x, _ in rows)
print(f"total = {total:,.3f} ({total!r}) mean = {total / len(rows):.{3}f}")
print("{:>10}|{:^10}|{:<10}|".format("r", "c", "l"), "{0:.3f} {0:.1e} {1:>5}".format(math.tau, "z"))
print("%-8s|%8.3f|%+05d|%x|%e" % ("pct", 2 / 3, 42, 255, 12345.678))
for p in range(1, 7):
    print(f"pi to {p} places: {math.pi:.{p}f}")
