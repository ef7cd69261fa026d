# Extract key=value pairs (quoted values, escapes) from log-style lines with one regex.
import re

PAIR = re.compile(r'(\w+)=(?:"((?:[^"\\]|\\.)*)"|(\S+))')

def parse_pairs(line):
    out = {}
    for key, quoted, bare in PAIR.findall(line):
        value = re.sub(r"\\(.)", r"\1", quoted) if quoted or not bare else bare
        if value.isdigit():
            value = int(value)
        elif value in ("true", "false"):
            value = value == "true"
        out[key] = value
    return out

lines = [
    'level=info msg="user logged in" user=alice id=42',
    'level=warn msg="disk \\"almost\\" full" pct=91 ok=false',
    'msg="" empty=yes path=/var/log/app.log',
    'no pairs here',
    'a=1 a=2 b="x y z"',
]
for line in lines:
    print(parse_pairs(line))
events = [parse_pairs(l) for l in lines]
print([e.get("level", "-") for e in events], sum(e.get("pct", 0) for e in events))
print(" ".join(f'{k}="{v}"' if isinstance(v, str) and " " in v else f"{k}={v}" for k, v in events[0].items()))
