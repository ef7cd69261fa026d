# Simulate log rotation naming: app.log -> app.log.1 ... with a max count, sorted by numeric suffix.
import re

def rotate(files, base="app.log", keep=4):
    numbered = {}
    for f in files:
        m = re.fullmatch(re.escape(base) + r"(?:\.(\d+))?", f)
        if m:
            numbered[int(m.group(1) or 0)] = f
    renames = []
    for n in sorted(numbered, reverse=True):
        if n + 1 >= keep:
            renames.append(("delete", numbered[n], None))
        else:
            renames.append(("rename", numbered[n], f"{base}.{n + 1}"))
    return renames

files = ["app.log", "app.log.1", "app.log.3", "app.log.2", "other.log", "app.log.10", "app.logx"]
for action, src, dst in rotate(files):
    print(f"{action:<7} {src:<12} {'-> ' + dst if dst else ''}")
print(sorted(files, key=lambda f: [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", f)]))
