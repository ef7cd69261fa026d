# Parse key=value config text with comments, quoting, type coercion and error reporting.
CONFIG = """
# server settings
host = example.com
port=8080
debug = true
timeout = 2.5
name = "My App  "   # trailing comment
empty =
path = /usr/local/bin:/usr/bin
ratio = 1e-3
retries = -3
this line is bad
= nokey
tags = a, b , c
"""

def coerce(value):
    if len(value) >= 2 and value[0] == value[-1] == '"':
        return value[1:-1]
    low = value.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    for cast in (int, float):
        try:
            return cast(value)
        except ValueError:
            pass
    if "," in value:
        return [p.strip() for p in value.split(",")]
    return value

def parse_config(text):
    result, errors = {}, []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if " #" in line:
            line = line[: line.index(" #")].rstrip()
        key, sep, value = line.partition("=")
        key, value = key.strip(), value.strip()
        if not sep or not key:
            errors.append(f"line {lineno}: cannot parse {raw!r}")
            continue
        result[key] = coerce(value)
    return result, errors

cfg, errs = parse_config(CONFIG)
for k, v in cfg.items():
    print(f"{k:<8} = {v!r:<28} ({type(v).__name__})")
for e in errs:
    print("error:", e)
print(cfg.get("port", 80) + 1, cfg.get("missing", "default"))
