import re
from collections import Counter, defaultdict
from datetime import datetime
LOG = """2024-03-01 10:15:02 INFO  [auth] user=alice action=login ip=10.0.0.1
2024-03-01 10:15:09 WARN  [auth] user=bob action=login_failed ip=10.0.0.7
2024-03-01 10:16:45 ERROR [db] query timeout after 30.5s table=orders
2024-03-01 10:17:00 INFO  [auth] user=bob action=login ip=10.0.0.7
2024-03-01 11:02:13 INFO  [api] GET /orders/42 200 12ms
2024-03-01 11:02:14 INFO  [api] GET /orders/43 404 3ms
2024-03-01 11:05:59 ERROR [api] POST /orders 500 250ms
2024-03-01 12:00:00 DEBUG [cron] nightly job skipped
bad line here
2024-03-01 12:30:41 WARN  [db] slow query 2.1s table=users"""
PAT = re.compile(r"^(?P<ts>\S+ \S+) (?P<level>[A-Z]+)\s+\[(?P<comp>\w+)\] (?P<msg>.*)$")
levels = Counter()
by_comp = defaultdict(list)
hours = Counter()
bad = []
for n, line in enumerate(LOG.splitlines(), 1):
    m = PAT.match(line)
    if not m:
        bad.append(n)
        continue
    ts = datetime.strptime(m["ts"], "%Y-%m-%d %H:%M:%S")
    levels[m["level"]] += 1
    by_comp[m["comp"]].append(m["msg"])
    hours[ts.strftime("%H:00")] += 1
print(dict(levels), levels.most_common(2))
for comp, msgs in sorted(by_comp.items()):
    print(f"{comp:<5} {len(msgs)}: {msgs[0][:30]!r}")
print(sorted(hours.items()), "bad lines:", bad)
kv = [dict(re.findall(r"(\w+)=(\S+)", line)) for line in LOG.splitlines() if "user=" in line]
print(kv)
durations = [float(x) for x in re.findall(r"(\d+(?:\.\d+)?)s\b", LOG)]
ms = [int(x) for x in re.findall(r"(\d+)ms", LOG)]
print(durations, ms, sum(ms) / len(ms), max(durations))
status = Counter(re.findall(r" (\d{3}) \d+ms", LOG))
print(status, re.sub(r"ip=(\d+)\.(\d+)\.\d+\.\d+", r"ip=\1.\2.x.x", LOG.splitlines()[0]))
