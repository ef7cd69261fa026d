# try/with bodies in loops, nested, recursive, in generators and at module level: each
# iteration sees its own values
import contextlib

def parse_all(items):
    out = []
    for i, s in enumerate(items):
        try:
            out.append((i, int(s)))
        except ValueError as e:
            try:
                out.append((i, float(s)))
            except ValueError:
                out.append((i, str(e)))
    return out

print(parse_all(["1", "2.5", "x", "7", "3e2", "nan?"]))

def closures():
    fs = []
    for i in range(4):
        try:
            fs.append(lambda: i * 10)
            j = i
        finally:
            k = j + 1
    return [f() for f in fs], j, k

print(closures())

def fact(n):
    try:
        if n <= 1:
            return 1
        return n * fact(n - 1)
    except RecursionError:
        return -1

print(fact(20))

def gen(xs):
    for x in xs:
        try:
            yield 10 // x
        except ZeroDivisionError:
            yield "div0"
        finally:
            pass

print(list(gen([1, 2, 0, 5])))

def flow(n):
    res = []
    i = 0
    while True:
        i += 1
        try:
            if i % 2 == 0:
                continue
            if i > n:
                break
            res.append(i)
        finally:
            res.append(-i)
    return res

print(flow(5))

@contextlib.contextmanager
def tag(name, log):
    log.append("<" + name)
    yield name.upper()
    log.append(name + ">")

def withs(names):
    log = []
    for n in names:
        with tag(n, log) as t:
            log.append(t)
            if n == "b":
                continue
            log.append(len(log))
    return log

print(withs(["a", "b", "c"]))

def handler_nested():
    out = []
    for v in [1, 0, 2]:
        try:
            out.append(6 // v)
        except ZeroDivisionError as e:
            for w in [3, 0]:
                try:
                    out.append(6 // w)
                except ZeroDivisionError:
                    out.append(type(e).__name__)
    return out

print(handler_nested())

total = 0
for s in ["4", "five", "6"]:
    try:
        total += int(s)
    except ValueError:
        total += 100
    else:
        total += 1
print(total)

class Acc:
    def __init__(self):
        self.items = []

    def add_all(self, xs):
        for x in xs:
            try:
                self.items.append(1 / x)
            except ZeroDivisionError:
                self.items.append(None)
        return self

print(Acc().add_all([1, 0, 4]).items)

def shadow():
    res = []
    for k in range(3):
        def inner(k=k):
            try:
                return k * 2
            except Exception:
                return None
        res.append(inner())
    return res

print(shadow())
