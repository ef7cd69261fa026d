# coroutines driven by hand: send, throw, close, await of coroutines and __await__ objects
async def double(x):
    return x * 2

async def chain():
    a = await double(3)
    b = await double(a)
    print("chain", a, b)
    return a + b

c = chain()
print(type(c).__name__, repr(c).startswith("<coroutine object chain at 0x"))
try:
    c.send(None)
except StopIteration as e:
    print("returned", e.value)
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)

class Ticket:
    def __await__(self):
        got = yield "waiting"
        print("resumed with", got)
        return got * 10

async def use_ticket():
    r = await Ticket()
    print("ticket", r)
    try:
        await 5
    except TypeError as e:
        print("TypeError:", e)
    try:
        await [1]
    except TypeError as e:
        print("TypeError:", e)
    return r

c = use_ticket()
print(c.send(None))
try:
    c.send(4)
except StopIteration as e:
    print("value", e.value)

# throw into a coroutine suspended inside a nested await
class Pause:
    def __await__(self):
        yield "paused"

async def inner():
    try:
        await Pause()
    except KeyError as e:
        print("inner caught", repr(e))
        return "recovered"

async def outer():
    r = await inner()
    print("outer got", r)
    await Pause()
    return "end"

c = outer()
print(c.send(None))
print(c.throw(KeyError("k")))
try:
    c.send(None)
except StopIteration as e:
    print("end value", e.value)

# close runs finally blocks
async def with_finally():
    try:
        await Pause()
    finally:
        print("cleanup")

c = with_finally()
c.send(None)
c.close()
print("closed")

# a coroutine never awaited is not an error
async def never():
    print("never runs")
never()

# await in expressions, loops and comprehensions
async def compute():
    total = 0
    for i in range(4):
        total += await double(i)
    values = [await double(i) for i in range(3)]
    d = {i: await double(i) for i in range(2)}
    return total, values, d, (await double(1)) + (await double(2))

try:
    compute().send(None)
except StopIteration as e:
    print(e.value)

# StopIteration raised inside a coroutine
async def stops():
    raise StopIteration
try:
    stops().send(None)
except RuntimeError as e:
    print("RuntimeError:", e)

class Box:
    async def get(self):
        return "boxed"
try:
    Box().get().send(None)
except StopIteration as e:
    print(e.value)
print(Box.get.__name__, type(Box().get()).__name__)
