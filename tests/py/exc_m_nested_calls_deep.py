def parse_line(line):
    key, _, value = line.partition(":")
    return key.strip(), convert(value.strip())

def convert(v):
    if v.isdigit():
        return int(v)
    if v in ("true", "false"):
        return v == "true"
    return float(v)

def parse(text):
    return dict(parse_line(l) for l in text.splitlines() if l.strip())

print(parse("a: 1\nb: true\nc: 2.5"))
cfg = parse("""
port: 8080
debug: false
ratio: 0.75
name: server
""")
print(cfg)
