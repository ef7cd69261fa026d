# Human-readable durations: seconds to "2h 5m 3s", parsing "1h30m", timedelta formatting.
import re
from datetime import timedelta

def humanize(seconds):
    if seconds < 0:
        return "-" + humanize(-seconds)
    parts = []
    for name, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        q, seconds = divmod(seconds, size)
        if q:
            parts.append(f"{q}{name}")
    return " ".join(parts) or "0s"

def parse_duration(text):
    m = re.fullmatch(r"\s*(?:(\d+)d)?\s*(?:(\d+)h)?\s*(?:(\d+)m)?\s*(?:(\d+)s)?\s*", text)
    if not m or not any(m.groups()):
        raise ValueError(f"invalid duration: {text!r}")
    d, h, mi, s = (int(g or 0) for g in m.groups())
    return timedelta(days=d, hours=h, minutes=mi, seconds=s)

def clock(td):
    total = int(td.total_seconds())
    sign = "-" if total < 0 else ""
    h, rem = divmod(abs(total), 3600)
    return f"{sign}{h:02d}:{rem // 60:02d}:{rem % 60:02d}"

for s in [0, 59, 60, 3661, 86399, 90061, 1000000, -125]:
    print(f"{s:>8} -> {humanize(s):<14} {clock(timedelta(seconds=s))}")
for t in ["1h30m", "2d 4h", "45s", " 3m 2s ", "1d1h1m1s", "90m", "", "5x"]:
    try:
        td = parse_duration(t)
        print(f"{t!r:>12} -> {td!s:<18} {td.total_seconds():>9.0f}s")
    except ValueError as e:
        print(f"{t!r:>12} -> ValueError: {e}")
laps = [timedelta(minutes=4, seconds=31), timedelta(minutes=4, seconds=12.5), timedelta(minutes=5, seconds=2)]
total = sum(laps, timedelta())
print("total:", total, "avg:", total / len(laps), "best:", min(laps), "ratio:", round(max(laps) / min(laps), 3))
print(timedelta(seconds=0.5), timedelta(microseconds=1), timedelta(days=1, microseconds=-1), -timedelta(hours=1))
