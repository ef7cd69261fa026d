# Write a nested dict out as INI text (sections, escaped values, comments), then read it back by hand.
SETTINGS = {
    "general": {"name": "Demo App", "version": "1.2.0", "debug": False},
    "paths": {"data": "/var/lib/demo", "logs": "/var/log/demo", "note": "semi;colon # hash"},
    "limits": {"max_users": 250, "ratio": 0.75},
}

def to_ini(d, header="generated"):
    lines = [f"; {header}"]
    for section, values in d.items():
        lines.append(f"\n[{section}]")
        for k, v in values.items():
            if isinstance(v, bool):
                v = "yes" if v else "no"
            v = str(v)
            if any(c in v for c in ";#") or v != v.strip():
                v = '"' + v.replace('"', '\\"') + '"'
            lines.append(f"{k} = {v}")
    return "\n".join(lines) + "\n"

def from_ini(text):
    out, cur = {}, None
    for line in text.splitlines():
        line = line.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            cur = out.setdefault(line[1:-1], {})
            continue
        k, _, v = (p.strip() for p in line.partition("="))
        if v.startswith('"') and v.endswith('"'):
            v = v[1:-1].replace('\\"', '"')
        cur[k] = v
    return out

text = to_ini(SETTINGS)
print(text)
back = from_ini(text)
for sec, vals in back.items():
    print(sec, vals)
print(back["paths"]["note"] == SETTINGS["paths"]["note"], int(back["limits"]["max_users"]) * 2)
