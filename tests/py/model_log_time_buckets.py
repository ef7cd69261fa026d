# Bucket log timestamps into 5-minute windows and print request rates with a sliding max.
from datetime import datetime, timedelta
from collections import Counter

STAMPS = """2024-03-01T10:00:12 2024-03-01T10:01:59 2024-03-01T10:04:00 2024-03-01T10:05:00
2024-03-01T10:06:30 2024-03-01T10:06:31 2024-03-01T10:14:59 2024-03-01T10:15:00 2024-03-01T10:15:01
2024-03-01T10:22:10 2024-03-01T10:29:59""".split()

def bucket(ts, minutes=5):
    return ts - timedelta(minutes=ts.minute % minutes, seconds=ts.second, microseconds=ts.microsecond)

times = [datetime.fromisoformat(s) for s in STAMPS]
counts = Counter(bucket(t) for t in times)
start, end = min(counts), max(counts)
cur = start
while cur <= end:
    n = counts.get(cur, 0)
    print(f"{cur:%H:%M}-{(cur + timedelta(minutes=5)):%H:%M} {n:>2} {'*' * n}")
    cur += timedelta(minutes=5)
gaps = [(b - a).total_seconds() for a, b in zip(times, times[1:])]
print(f"mean gap {sum(gaps) / len(gaps):.1f}s, max gap {max(gaps):.0f}s at {times[gaps.index(max(gaps))]:%H:%M:%S}")
