# notes added to an exception print under its line; the last note is the last line
def parse(line, n):
    try:
        return int(line)
    except ValueError as e:
        e.add_note(f"while parsing line {n}: {line!r}")
        raise
total = 0
for n, line in enumerate(["1", "2", "x3"], 1):
    total += parse(line, n)
