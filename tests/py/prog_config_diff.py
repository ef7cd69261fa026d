# Diff two key=value config texts: added, removed and changed keys with old/new values aligned.
OLD = """host = localhost
port = 8080
debug = true
workers = 4
# comment
log = /var/log/app.log"""
NEW = """host = 0.0.0.0
port = 8080
workers = 8
log = /var/log/app.log
timeout = 30"""

def parse(text):
    out = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if "=" in line:
            k, v = (p.strip() for p in line.split("=", 1))
            out[k] = v
    return out

a, b = parse(OLD), parse(NEW)
keys = sorted(a.keys() | b.keys())
width = max(map(len, keys))
for k in keys:
    if k not in b:
        print(f"- {k:<{width}} {a[k]}")
    elif k not in a:
        print(f"+ {k:<{width}} {b[k]}")
    elif a[k] != b[k]:
        print(f"~ {k:<{width}} {a[k]} -> {b[k]}")
    else:
        print(f"  {k:<{width}} {a[k]}")
changed = sum(1 for k in keys if a.get(k) != b.get(k))
print(f"{changed} of {len(keys)} keys differ")
