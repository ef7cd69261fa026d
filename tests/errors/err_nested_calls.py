# exception three calls deep: traceback lists every frame, outermost first
def parse_record(line):
    name, value = line.split("=")
    return name, int(value)


def load(lines):
    out = {}
    for line in lines:
        k, v = parse_record(line)
        out[k] = v
    return out


def main():
    cfg = load(["a=1", "b=2", "c=x"])
    print(cfg)


main()
