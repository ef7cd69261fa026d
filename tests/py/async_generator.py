# async generators, async for, async comprehensions and async with, driven by hand
class Pause:
    def __await__(self):
        yield "tick"

def run(coro):
    # a tiny driver: resumes until the coroutine returns
    ticks = 0
    while True:
        try:
            coro.send(None)
            ticks += 1
        except StopIteration as e:
            return e.value, ticks

async def countdown(n):
    while n > 0:
        await Pause()
        yield n
        n -= 1

async def main():
    async for i in countdown(3):
        print("count", i)
    print([x async for x in countdown(4)])
    print({x: x * x async for x in countdown(2)})
    print([x async for x in countdown(5) if x % 2])
    return "ok"

print(run(main()))

class Counter:
    def __init__(self, stop):
        self.i, self.stop = 0, stop
    def __aiter__(self):
        return self
    async def __anext__(self):
        self.i += 1
        if self.i > self.stop:
            raise StopAsyncIteration
        return self.i

async def loops():
    async for v in Counter(3):
        if v == 2:
            continue
        print("v", v)
    else:
        print("else ran")
    async for v in Counter(10):
        if v == 2:
            break
    else:
        print("not printed")
    print("broke at", v)

run(loops())

class Resource:
    def __init__(self, name):
        self.name = name
    async def __aenter__(self):
        await Pause()
        print("open", self.name)
        return self
    async def __aexit__(self, exc_type, exc, tb):
        print("close", self.name, exc_type.__name__ if exc_type else None)
        return exc_type is KeyError

async def withs():
    async with Resource("a") as r, Resource("b"):
        print("using", r.name)
    async with Resource("c"):
        raise KeyError("swallowed")
    try:
        async with Resource("d"):
            raise ValueError("kept")
    except ValueError as e:
        print("caught", e)
    for i in range(3):
        async with Resource("loop%d" % i):
            if i == 1:
                break
    return "withs done"

print(run(withs()))

# the async generator protocol
async def agen():
    try:
        x = yield 1
        print("sent", x)
        yield 2
    except ValueError as e:
        print("thrown", e)
        yield 99
    finally:
        print("agen finally")

async def protocol():
    g = agen()
    print(type(g).__name__, repr(g).startswith("<async_generator object agen at 0x"))
    print(await g.__anext__())
    print(await g.asend("hi"))
    print(await g.athrow(ValueError("boom")))
    await g.aclose()
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("exhausted")
    g2 = agen()
    print(await g2.__anext__())
    await g2.aclose()
    print(g2.__aiter__() is g2)

run(protocol())

async def bad_anext():
    try:
        async for x in 5:
            pass
    except TypeError as e:
        print("TypeError:", e)
    try:
        async with 5:
            pass
    except TypeError as e:
        print("TypeError:", e)

run(bad_anext())
