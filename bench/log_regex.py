# parsing log lines with regular expressions
import re
from collections import Counter

LINE_RE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>\d{2}:\d{2}:\d{2}) (?P<level>[A-Z]+) "
    r"\[(?P<worker>[\w-]+)\] (?P<method>GET|POST|PUT|DELETE) (?P<path>\S+) "
    r"from (?P<ip>\d+\.\d+\.\d+\.\d+) took (?P<ms>\d+)ms status=(?P<status>\d{3})$"
)
USER_RE = re.compile(r"/users/(\d+)")
IP_RE = re.compile(r"\b(\d+)\.(\d+)\.(\d+)\.(\d+)\b")


def make_logs(n):
    levels = ["INFO", "INFO", "INFO", "WARN", "ERROR", "DEBUG"]
    methods = ["GET", "GET", "POST", "PUT", "DELETE"]
    paths = ["/api/users/{}", "/api/orders/{}", "/static/app.js", "/api/users/{}/profile", "/health"]
    lines = []
    for i in range(n):
        path = paths[i % 5].format(i % 997)
        lines.append(
            f"2024-03-{1 + i % 28:02d} {i % 24:02d}:{i % 60:02d}:{(i * 7) % 60:02d} {levels[i % 6]} "
            f"[worker-{i % 8}] {methods[i % 5]} {path} from 10.{i % 256}.{(i // 256) % 256}.{i % 7} "
            f"took {(i * 37) % 500 + 1}ms status={[200, 200, 200, 404, 500, 201][i % 6]}"
        )
    lines.append("garbage line that does not match")
    return lines


def main():
    lines = make_logs(45_000)
    levels = Counter()
    slow = 0
    total_ms = 0
    users = Counter()
    bad = 0
    for line in lines:
        m = LINE_RE.match(line)
        if not m:
            bad += 1
            continue
        levels[m.group("level")] += 1
        ms = int(m.group("ms"))
        total_ms += ms
        if ms > 400:
            slow += 1
        u = USER_RE.search(m.group("path"))
        if u:
            users[u.group(1)] += 1
    print("levels:", sorted(levels.items()))
    print(f"mean latency {total_ms / (len(lines) - bad):.2f} ms, slow {slow}, unparsed {bad}")
    print("top users:", users.most_common(3))
    text = "\n".join(lines[:5000])
    masked = IP_RE.sub(lambda m: f"{m.group(1)}.x.x.{m.group(4)}", text)
    print("masked:", masked.splitlines()[3])
    errors = re.findall(r"ERROR \[(worker-\d)\]", text)
    print("errors by worker:", sorted(Counter(errors).items()))


if __name__ == "__main__":
    main()
