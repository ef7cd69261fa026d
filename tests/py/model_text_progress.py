# Text progress bars and sparklines from number lists, with clamping and unicode blocks.
BLOCKS = " ▁▂▃▄▅▆▇█"

def bar(fraction, width=20, fill="█", empty="░"):
    fraction = min(1.0, max(0.0, fraction))
    n = round(fraction * width)
    return f"[{fill * n}{empty * (width - n)}] {fraction:6.1%}"

def sparkline(values):
    lo, hi = min(values), max(values)
    span = hi - lo or 1
    return "".join(BLOCKS[round((v - lo) / span * (len(BLOCKS) - 1))] for v in values)

for f in [0, 0.05, 0.333, 0.5, 0.999, 1, 1.7, -0.2]:
    print(f"{f:>6}: {bar(f)}")
print(sparkline([1, 5, 22, 13, 53, 2, 8, 40, 33, 9]))
print(sparkline([3, 3, 3]), sparkline(list(range(9))), sparkline([-5, 0, 5]))
for label, v, total in [("downloads", 734, 1000), ("uploads", 12, 400)]:
    print(f"{label:<10}{bar(v / total, 10, '=', ' ')} {v}/{total}")
