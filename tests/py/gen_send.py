# generator send, throw and close
def accumulator():
    total = 0
    while True:
        value = yield total
        if value is None:
            break
        total += value
acc = accumulator()
print(next(acc))
print(acc.send(10), acc.send(5), acc.send(-3))
try:
    acc.send(None)
except StopIteration:
    print("stopped")
def echo():
    received = []
    try:
        while True:
            x = yield len(received)
            received.append(x)
    except GeneratorExit:
        print("closing with", received)
        raise
e = echo()
next(e)
e.send("a")
e.send("b")
e.close()
print("closed")
def catcher():
    while True:
        try:
            yield "ready"
        except ValueError as err:
            print("caught inside:", err)
            yield "recovered"
c = catcher()
print(next(c))
print(c.throw(ValueError("boom")))
print(next(c))
def averager():
    total, count, avg = 0, 0, None
    while True:
        x = yield avg
        total += x
        count += 1
        avg = total / count
av = averager()
next(av)
for v in [10, 20, 60]:
    print(av.send(v))
g = (x for x in range(3))
try:
    g.send(5)
except TypeError as err:
    print("TypeError:", err)
