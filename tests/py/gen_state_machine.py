# generators whose yields end one loop's body run as state machines: every behaviour CPython's have
def squares(n):
    for i in range(n):
        yield i * i

def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x
        elif x < 0:
            yield -x
        else:
            continue

def countdown(n):
    print("start", n)
    while n > 0:
        n -= 1
        yield n
    print("end")

def pairs(d):
    for k, v in d.items():
        yield f"{k}={v}"

def numbered(xs, start=1):
    for i, x in enumerate(xs, start):
        yield i, x

def zipped(a, b):
    for x, y in zip(a, b):
        yield x + y

def until(xs, stop):
    total = 0
    for x in xs:
        if x == stop:
            return
        total += x
        yield total

def nested(rows):
    for row in rows:
        s = 0
        for v in row:
            s += v
        yield s

def strs(words):
    out = ""
    for w in words:
        out += w
        yield out

def stepped():
    for i in range(10, 20, 3):
        yield i

def broken(xs):
    for x in xs:
        if x is None:
            break
        yield x
    yield "after"  # not a state machine: a yield after the loop

print(list(squares(5)), list(evens([1, 2, -3, 4, 5, 6])), list(countdown(3)))
print(list(pairs({"a": 1, "b": 2})), list(numbered("xy")), list(zipped([1, 2], [10, 20, 30])))
print(list(until([1, 2, 3, 4], 3)), list(nested([[1, 2], [3], []])), list(strs(["a", "b", "c"])))
print(list(stepped()), list(broken([1, 2, None, 3])))
g = squares(3)
print(next(g), next(g), next(g), next(g, "done"), next(g, "done"))
g = squares(3)
print(g.send(None), g.send(5))
try:
    squares(2).send(1)
except TypeError as e:
    print("TypeError:", e)
g = squares(10)
next(g)
try:
    g.throw(ValueError("boom"))
except ValueError as e:
    print("thrown:", e)
print(next(g, "closed after throw"))
g = squares(10)
next(g)
g.close()
print(next(g, "closed"))
def failing(xs):
    for x in xs:
        yield 10 // x
g = failing([1, 0, 2])
print(next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print("error:", e)
print(next(g, "finished after error"))
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value)
print(sum(squares(1000)), max(evens(range(100))), sorted(countdown(2), reverse=True))
def lazy():
    print("setup runs at the first next")
    for c in "ab":
        yield c
g = lazy()
print("made")
print(list(g))
print(type(squares(1)).__name__, iter(g) is g)
import itertools
print(list(itertools.islice(squares(10**9), 3)))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(list(itertools.takewhile(lambda v: v < 100, fib())))
def chunks(items, size):
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch
print(list(chunks(range(7), 3)), list(chunks([], 2)))
def with_tail(xs):
    for x in xs:
        yield x
    print("tail runs once")
    yield "last"
g = with_tail([1])
print(next(g), next(g), next(g, "done"), next(g, "done"))
def tail_if(xs, flag):
    for x in xs:
        yield x
    if flag:
        yield "flag"
    else:
        yield "no flag"
print(list(tail_if([1, 2], True)), list(tail_if([], False)))
def tokens(text):
    word = ""
    for ch in text:
        if ch.isalnum():
            word += ch
        elif word:
            yield word
            word = ""
            if ch == ".":
                break
        else:
            continue
    if word:
        yield word
print(list(tokens("ab cd  ef. gh")), list(tokens("x y")))
def runs(xs):
    count, prev = 0, None
    for x in xs:
        if x == prev:
            count += 1
        else:
            if prev is not None:
                yield prev, count
                print("  emitted", prev)
            prev, count = x, 1
    if prev is not None:
        yield prev, count
print(list(runs("aaabccdd")))
def pulses(n):
    i = 0
    while i < n:
        yield i
        i += 2
        if i == 4:
            continue
        yield -i
        i += 1
print(list(pulses(12)))
def windows(seq, k):
    win = []
    for i, x in enumerate(seq):
        win.append(x)
        if len(win) == k:
            yield tuple(win)
            win.pop(0)
print(list(windows(range(6), 3)))
