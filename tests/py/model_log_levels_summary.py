# Summarise application log lines by level and module; extract durations and error messages.
import re
from collections import Counter, defaultdict

LOG = """2024-03-01 08:00:01,120 INFO  [auth] user=alice action=login ok
2024-03-01 08:00:02,500 DEBUG [db] query took 12ms
2024-03-01 08:00:03,001 WARN  [auth] user=bob action=login failed attempts=3
2024-03-01 08:01:10,777 ERROR [payment] charge failed: card declined (code=51)
2024-03-01 08:01:11,000 INFO  [db] query took 250ms
2024-03-01 08:02:00,010 ERROR [db] connection lost: timeout after 30s
2024-03-01 08:02:05,300 INFO  [auth] user=alice action=logout ok"""

LINE = re.compile(r"^(?P<date>\S+) (?P<time>[\d:]+),(?P<ms>\d{3}) (?P<level>\w+)\s+\[(?P<mod>\w+)\] (?P<msg>.*)$")
levels, by_mod, errors, durations = Counter(), defaultdict(Counter), [], []
for line in LOG.splitlines():
    m = LINE.match(line)
    lvl, mod, msg = m["level"], m["mod"], m["msg"]
    levels[lvl] += 1
    by_mod[mod][lvl] += 1
    if lvl == "ERROR":
        errors.append(f"{m['time']} {mod}: {msg}")
    if d := re.search(r"took (\d+)ms", msg):
        durations.append(int(d.group(1)))
    kv = dict(re.findall(r"(\w+)=(\w+)", msg))
    if kv:
        print(f"{m['time']}.{m['ms']} {mod:<8} {kv}")
print("levels:", ", ".join(f"{k}={v}" for k, v in levels.most_common()))
for mod in sorted(by_mod):
    print(f"  {mod:<8}", dict(sorted(by_mod[mod].items())))
print("errors:")
for e in errors:
    print("  -", e)
print(f"queries: n={len(durations)} avg={sum(durations) / len(durations):.1f}ms max={max(durations)}ms")
codes = [int(c) for c in re.findall(r"code=(\d+)", LOG)]
print("codes:", codes, "timeouts:", re.findall(r"timeout after (\d+)(s|ms)", LOG))
