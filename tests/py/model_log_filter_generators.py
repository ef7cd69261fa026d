# Log processing as a chain of generators: parse, filter by level and time window, then summarise.
import re
from datetime import datetime

LINES = """2024-03-01 09:58:00 INFO starting worker pool size=4
2024-03-01 10:00:01 DEBUG heartbeat
2024-03-01 10:00:05 WARNING queue depth 120 exceeds 100
2024-03-01 10:01:17 ERROR job 42 failed: timeout
2024-03-01 10:02:00 INFO job 43 done in 3.2s
2024-03-01 10:03:45 ERROR job 44 failed: disk full
2024-03-01 10:05:00 CRITICAL worker crashed
2024-03-01 10:06:00 INFO restarting""".splitlines()
LEVELS = {"DEBUG": 10, "INFO": 20, "WARNING": 30, "ERROR": 40, "CRITICAL": 50}

def parse(lines):
    for line in lines:
        date, time, level, msg = line.split(" ", 3)
        yield datetime.fromisoformat(f"{date} {time}"), level, msg

def min_level(records, level):
    return (r for r in records if LEVELS[r[1]] >= LEVELS[level])

def window(records, start, end):
    return (r for r in records if start <= r[0] < end)

start, end = datetime(2024, 3, 1, 10, 0), datetime(2024, 3, 1, 10, 5)
selected = list(window(min_level(parse(LINES), "WARNING"), start, end))
for ts, level, msg in selected:
    print(f"{ts:%H:%M:%S} {level:<8} {msg}")
failures = [int(m.group(1)) for _, _, msg in parse(LINES) if (m := re.match(r"job (\d+) failed", msg))]
print("failed jobs:", failures, "| first error at", next(ts for ts, l, _ in parse(LINES) if l == "ERROR").time())
print({lvl: sum(1 for _, l, _ in parse(LINES) if l == lvl) for lvl in LEVELS})
