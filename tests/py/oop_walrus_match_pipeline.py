# parsing log records with the walrus operator, regex matches and match on the parsed tuples
import re

LINE = re.compile(r"(?P<level>[A-Z]+) (?P<code>\d{3}) (?P<msg>.*)")

class Record:
    __match_args__ = ("level", "code", "msg")
    def __init__(self, level, code, msg):
        self.level, self.code, self.msg = level, int(code), msg

def parse(lines):
    for line in lines:
        if (m := LINE.fullmatch(line.strip())) is not None:
            yield Record(**m.groupdict())
        elif line.strip():
            yield None

def classify(rec):
    match rec:
        case None:
            return "unparseable"
        case Record("ERROR", code, msg) if code >= 500:
            return f"server error {code}: {msg}"
        case Record("ERROR", code, _):
            return f"client error {code}"
        case Record("WARN", _, msg) if (n := len(msg)) > 10:
            return f"long warning ({n} chars)"
        case Record(level=lvl):
            return f"ok ({lvl.lower()})"

logs = ["INFO 200 started", "ERROR 503 upstream timeout", "WARN 299 disk nearly full",
        "garbage line", "", "ERROR 404 not found", "WARN 300 short"]
results = [classify(r) for r in parse(logs)]
print("\n".join(results))
print(len(results), sum(1 for r in results if r.startswith("ok")))
if (errors := [r for r in results if "error" in r]):
    print(f"{len(errors)} errors, first: {errors[0]}")
