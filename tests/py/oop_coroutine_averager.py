# generator-based coroutines: a primed decorator, a grep-like filter chain with send(), and close()
import functools

def coroutine(func):
    @functools.wraps(func)
    def start(*args, **kwargs):
        gen = func(*args, **kwargs)
        next(gen)
        return gen
    return start

@coroutine
def printer(prefix, out):
    try:
        while True:
            item = yield
            out.append(f"{prefix}{item}")
    except GeneratorExit:
        out.append(f"{prefix}<closed>")

@coroutine
def grep(pattern, target):
    while True:
        line = yield
        if pattern in line:
            target.send(line)

@coroutine
def counter(target):
    n = 0
    while True:
        item = yield n
        n += 1
        target.send(f"#{n} {item}")

out = []
p = printer("> ", out)
g = grep("error", counter(p))
for line in ["ok start", "error: disk", "warning", "error: net", "done"]:
    g.send(line)
p.close()
print("\n".join(out))

@coroutine
def stats():
    values = []
    result = None
    while True:
        x = yield result
        values.append(x)
        result = (min(values), max(values), round(sum(values) / len(values), 2))
s = stats()
print([s.send(v) for v in (5, 1, 9, 4)])
print(printer.__name__, grep.__wrapped__.__name__)
