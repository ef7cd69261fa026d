# generators keep local state between yields
def round_robin(*lists):
    iters = [iter(l) for l in lists]
    while iters:
        for it in list(iters):
            try:
                yield next(it)
            except StopIteration:
                iters.remove(it)
print(list(round_robin([1, 2, 3], "ab", [True])))
def traffic_light():
    states = ["green", "yellow", "red"]
    i = 0
    while True:
        yield states[i % 3]
        i += 1
light = traffic_light()
print([next(light) for _ in range(7)])
def batch(iterable, size):
    buf = []
    for x in iterable:
        buf.append(x)
        if len(buf) == size:
            yield buf
            buf = []
    if buf:
        yield buf
print(list(batch(range(7), 3)), list(batch([], 2)))
def dedupe(items):
    seen = set()
    for x in items:
        if x not in seen:
            seen.add(x)
            yield x
print(list(dedupe([3, 1, 3, 2, 1, 4])))
def counter_gen():
    count = 0
    while True:
        cmd = yield count
        if cmd == "reset":
            count = 0
        else:
            count += 1
c = counter_gen()
print(next(c), next(c), next(c), c.send("reset"), next(c))
