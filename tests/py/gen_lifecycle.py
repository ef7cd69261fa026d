# Generators: the return value is delivered once; yield from a finished generator; send,
# throw and close through yield from; a generator dropped by a loop that ends early (break,
# return) is closed there, and the ones still paused at the end of the program are closed then.


def g():
    yield 1
    return 42


it = g()
print(next(it))
for _ in range(3):
    try:
        next(it)
    except StopIteration as e:
        print("StopIteration", e.args, e.value)


def returns_none():
    yield 1
    return None


it = returns_none()
next(it)
try:
    next(it)
except StopIteration as e:
    print("return None:", e.args, e.value)

it = g()
print(list(it))
try:
    next(it)
except StopIteration as e:
    print("after list():", e.args)
print(next(it, "default"))


def inner():
    return 7
    yield


shared = inner()


def outer():
    print("first", (yield from shared))
    print("second", (yield from shared))


print(list(outer()))


def sub():
    try:
        x = yield "sub-1"
        print("sub got", x)
        y = yield "sub-2"
        print("sub got", y)
    except KeyError as e:
        print("sub caught", repr(e))
        yield "sub-after-throw"
    finally:
        print("sub finally")
    return "sub-result"


def delegator():
    r = yield from sub()
    print("delegator got", r)
    yield "delegator-end"


d = delegator()
print(next(d))
print(d.send("hello"))
print(d.throw(KeyError("k")))
print(next(d))
try:
    next(d)
except StopIteration as e:
    print("done", e.args)

d = delegator()
print(next(d))
d.close()
print("closed")


def stubborn():
    try:
        yield 1
    except GeneratorExit:
        print("stubborn ignores GeneratorExit")
        yield 2


def wraps_stubborn():
    yield from stubborn()


w = wraps_stubborn()
next(w)
try:
    w.close()
except RuntimeError as e:
    print("RuntimeError:", e)


def raiser():
    yield 1
    raise ValueError("inner failure")


def wraps_raiser():
    try:
        yield from raiser()
    except ValueError as e:
        print("outer caught", e)
        yield "recovered"


print(list(wraps_raiser()))


class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration("countdown-done")
        self.n -= 1
        return self.n


def from_iterator():
    r = yield from Countdown(3)
    print("iterator result", r)


print(list(from_iterator()))


def from_list():
    r = yield from [1, 2]
    print("list result", r)


print(list(from_list()))


def rows(name):
    try:
        yield 1
        yield 2
    finally:
        print("cleanup", name)


for r in rows("break"):
    break
print("after break")


def first_row():
    for r in rows("return"):
        return r
    return None


print("first_row ->", first_row())


def nested_return():
    for a in rows("outer"):
        for b in rows("inner"):
            return a + b


print("nested ->", nested_return())

for r in rows("exhausted"):
    pass
print("after exhausted")

for r in rows("continue"):
    if r == 1:
        continue
print("after continue")


def search(target):
    for i, v in enumerate(rows("enumerate")):
        if v == target:
            return i
    return -1


print("search ->", search(1))

kept = rows("kept")
for r in kept:
    break
print("a held generator stays open")
print(next(kept))

paused = rows("at exit")
next(paused)
print("end of program")

held = rows("held")
for r in iter(held):
    break
print("iter(held) stays open:", next(held))
