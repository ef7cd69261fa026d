# generator pipelines, as in data processing code
lines = """10,apple,1.5
20,banana,0.25
bad line
30,cherry,3.0
,missing,1""".splitlines()
def parse(lines):
    for line in lines:
        parts = line.split(",")
        if len(parts) != 3 or not parts[0]:
            print("skip:", repr(line))
            continue
        yield int(parts[0]), parts[1], float(parts[2])
def costs(rows):
    for qty, name, price in rows:
        yield name, qty * price
pipeline = costs(parse(lines))
print(type(pipeline).__name__)
for name, cost in pipeline:
    print(f"{name}: {cost:.2f}")
def window(seq, n):
    it = iter(seq)
    win = []
    for x in it:
        win.append(x)
        if len(win) == n:
            yield tuple(win)
            win.pop(0)
print(list(window(range(6), 3)))
def primes():
    n = 2
    found = []
    while True:
        if all(n % p for p in found):
            found.append(n)
            yield n
        n += 1
gen = primes()
print([next(gen) for _ in range(12)])
def running_total(xs):
    t = 0
    for x in xs:
        t += x
        yield t
print(list(running_total([3, 1, 4, 1, 5])))
