# Parse web-server log lines with a named-group regex and report status codes and slow requests.
import re
from collections import Counter, defaultdict

LOG = """\
192.168.1.10 - - [12/Mar/2024:10:15:32 +0000] "GET /index.html HTTP/1.1" 200 1043 0.012
10.0.0.5 - - [12/Mar/2024:10:15:40 +0000] "POST /api/login HTTP/1.1" 401 88 0.230
192.168.1.10 - - [12/Mar/2024:10:16:01 +0000] "GET /images/logo.png HTTP/1.1" 200 5120 0.004
172.16.0.2 - - [12/Mar/2024:10:17:12 +0000] "GET /api/items?page=2 HTTP/1.1" 500 0 1.502
garbage line that does not match
10.0.0.5 - - [12/Mar/2024:10:18:00 +0000] "DELETE /api/items/7 HTTP/1.1" 204 0 0.051
192.168.1.10 - - [12/Mar/2024:10:19:45 +0000] "GET /index.html HTTP/1.1" 304 0 0.002
"""

PATTERN = re.compile(
    r'(?P<ip>\d+(?:\.\d+){3}) - - \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/(?P<ver>[\d.]+)" '
    r'(?P<status>\d{3}) (?P<size>\d+) (?P<secs>[\d.]+)'
)

entries, bad = [], 0
for line in LOG.splitlines():
    m = PATTERN.match(line)
    if not m:
        bad += 1
        continue
    d = m.groupdict()
    d["status"] = int(d["status"])
    d["size"] = int(d["size"])
    d["secs"] = float(d["secs"])
    entries.append(d)

print(f"parsed={len(entries)} unparsed={bad}")
print("first:", entries[0]["ip"], entries[0]["ts"], entries[0]["method"], entries[0]["path"])
status = Counter(e["status"] for e in entries)
for code, n in sorted(status.items()):
    print(f"  {code}: {n}")
by_ip = defaultdict(int)
for e in entries:
    by_ip[e["ip"]] += e["size"]
for ip, size in sorted(by_ip.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{ip:>15} {size:>6} bytes")
slow = [e for e in entries if e["secs"] > 0.1]
print("slow:", [(e["method"], e["path"], e["secs"]) for e in slow])
m = PATTERN.match(LOG.splitlines()[3])
print(m.group("path"), m.start("path"), m.end("path"), m.span("status"))
print(m.group(1, 4, 6))
