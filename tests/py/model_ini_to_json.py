# Convert an INI-style text to nested JSON with typed values, then render it back as INI.
import json
import re

TEXT = """
; global
title = Demo
[owner]
name = Tom Preston-Werner
age = 42
[database]
ports = 8000, 8001, 8002
enabled = true
ratio = 0.75
[servers.alpha]
ip = 10.0.0.1
[servers.beta]
ip = 10.0.0.2
note = "quoted = sign"
"""

def typed(v):
    if v.startswith('"') and v.endswith('"'):
        return v[1:-1]
    if v in ("true", "false"):
        return v == "true"
    if re.fullmatch(r"-?\d+", v):
        return int(v)
    if re.fullmatch(r"-?\d*\.\d+", v):
        return float(v)
    if "," in v:
        return [typed(x.strip()) for x in v.split(",")]
    return v

def parse(text):
    root = {}
    node = root
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        if m := re.fullmatch(r"\[([\w.]+)\]", line):
            node = root
            for part in m.group(1).split("."):
                node = node.setdefault(part, {})
            continue
        key, _, value = line.partition("=")
        node[key.strip()] = typed(value.strip())
    return root

def render(d, prefix=""):
    scalars = {k: v for k, v in d.items() if not isinstance(v, dict)}
    out = []
    if scalars:
        if prefix:
            out.append(f"[{prefix}]")
        for k, v in scalars.items():
            if isinstance(v, list):
                v = ", ".join(map(str, v))
            elif isinstance(v, bool):
                v = str(v).lower()
            out.append(f"{k} = {v}")
    for k, v in d.items():
        if isinstance(v, dict):
            out.extend(render(v, f"{prefix}.{k}" if prefix else k))
    return out

data = parse(TEXT)
print(json.dumps(data, indent=2))
print("\n".join(render(data)))
print(data["servers"]["beta"]["note"], sum(data["database"]["ports"]))
