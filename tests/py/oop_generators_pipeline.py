# generator pipeline over log lines: parse, filter, window, islice
import itertools

LOG = """\
2024-01-01 INFO start
2024-01-01 WARN disk 81%
2024-01-02 ERROR db timeout
2024-01-02 INFO retry
2024-01-03 ERROR db timeout
2024-01-03 WARN disk 90%
2024-01-04 INFO done"""

def read_lines(text):
    for line in text.splitlines():
        yield line

def parse(lines):
    for line in lines:
        date, level, msg = line.split(" ", 2)
        yield {"date": date, "level": level, "msg": msg}

def only(levels, records):
    return (r for r in records if r["level"] in levels)

def windowed(it, n):
    window = []
    for x in it:
        window.append(x)
        if len(window) == n:
            yield tuple(window)
            window.pop(0)

records = parse(read_lines(LOG))
problems = only({"WARN", "ERROR"}, records)
for r in problems:
    print(r["date"], r["level"].ljust(5), r["msg"])

counts = {}
for r in parse(read_lines(LOG)):
    counts[r["level"]] = counts.get(r["level"], 0) + 1
print(sorted(counts.items()))

print(list(windowed(range(6), 3)))
first_two = list(itertools.islice(parse(read_lines(LOG)), 2))
print([r["msg"] for r in first_two])
print(list(itertools.islice(itertools.count(10, 5), 3, 7)))

def chain_gens(*gens):
    for g in gens:
        yield from g
print(list(chain_gens(range(3), "ab", (x * x for x in range(3)))))

gen = (len(r["msg"]) for r in parse(read_lines(LOG)))
print(next(gen), next(gen), sum(gen))
try:
    next(gen)
except StopIteration:
    print("exhausted")
by_date = itertools.groupby(parse(read_lines(LOG)), key=lambda r: r["date"])
print([(d, len(list(g))) for d, g in by_date])
