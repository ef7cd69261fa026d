# Parse access-log lines strictly; a malformed line raises a custom ParseError at the end.
import re

class ParseError(Exception):
    def __init__(self, lineno, line):
        super().__init__(f"line {lineno}: cannot parse {line!r}")
        self.lineno = lineno

PAT = re.compile(r'(\S+) \S+ (\S+) \[([^\]]+)\] "(\w+) (\S+) [^"]+" (\d{3}) (\d+|-)')

def parse(lines):
    for n, line in enumerate(lines, 1):
        m = PAT.match(line)
        if m is None:
            raise ParseError(n, line)
        ip, user, ts, method, path, status, size = m.groups()
        yield {"ip": ip, "user": None if user == "-" else user, "ts": ts, "method": method,
               "path": path, "status": int(status), "size": 0 if size == "-" else int(size)}

LINES = [
    '127.0.0.1 - frank [10/Oct/2023:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326',
    '10.1.1.1 - - [10/Oct/2023:13:56:01 -0700] "POST /form HTTP/1.1" 302 -',
    '10.1.1.2 - bob [10/Oct/2023:13:57:12 -0700] "GET /missing HTTP/1.1" 404 512',
    'this is not a log line',
    '10.1.1.3 - - [10/Oct/2023:13:58:00 -0700] "GET / HTTP/1.1" 200 100',
]
total = 0
for rec in parse(LINES):
    total += rec["size"]
    print(f"{rec['status']} {rec['method']:<4} {rec['path']:<16} user={rec['user']} size={rec['size']} total={total}")
