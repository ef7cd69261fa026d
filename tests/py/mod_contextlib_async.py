import asyncio, contextlib
from contextlib import asynccontextmanager, AsyncExitStack, aclosing, AbstractAsyncContextManager
@asynccontextmanager
async def conn(name):
    print("open", name)
    try:
        yield name.upper()
    finally:
        print("close", name)
class Res:
    def __init__(self, n): self.n = n
    async def __aenter__(self): print("enter", self.n); return self
    async def __aexit__(self, *exc): print("exit", self.n, exc[0].__name__ if exc[0] else None); return False
async def agen():
    try:
        for i in range(3):
            yield i
    finally:
        print("agen closed")
async def main():
    async with conn("db") as c:
        print("using", c)
    try:
        async with conn("x") as c:
            raise ValueError("boom")
    except ValueError as e:
        print("caught", e)
    async with AsyncExitStack() as stack:
        a = await stack.enter_async_context(Res(1))
        b = await stack.enter_async_context(Res(2))
        stack.push_async_callback(lambda: asyncio.sleep(0))
        stack.callback(print, "sync callback")
        print("in stack", a.n, b.n)
    async with aclosing(agen()) as g:
        async for v in g:
            print("v", v)
            if v == 1: break
    print(isinstance(Res(3), AbstractAsyncContextManager), issubclass(Res, AbstractAsyncContextManager))
    @conn("deco")
    async def f(): print("inside f")
    await f()
asyncio.run(main())
import asyncio, contextlib
@contextlib.asynccontextmanager
async def noyield():
    if False:
        yield
@contextlib.asynccontextmanager
async def twice():
    yield 1
    yield 2
@contextlib.asynccontextmanager
async def swallow():
    try:
        yield
    except KeyError as e:
        print("swallowed", repr(e))
@contextlib.asynccontextmanager
async def slow(n):
    await asyncio.sleep(0.01)
    yield n * 2
    await asyncio.sleep(0.01)
async def main2():
    for cm in [noyield(), twice()]:
        try:
            async with cm as v:
                print("body", v)
        except RuntimeError as e:
            print("err", e)
    async with swallow():
        raise KeyError("k")
    print("after swallow")
    results = await asyncio.gather(*(use(i) for i in range(3)))
    print(results)
    stack = contextlib.AsyncExitStack()
    async with stack:
        stack.push_async_exit(lambda *a: asyncio.sleep(0))
        vals = [await stack.enter_async_context(slow(i)) for i in range(2)]
        print(vals)
    try:
        async with contextlib.AsyncExitStack() as st:
            await st.enter_async_context(swallow())
            raise KeyError("inner")
    except KeyError:
        print("not suppressed?")
    else:
        print("suppressed by stack")
    s2 = contextlib.AsyncExitStack()
    await s2.enter_async_context(slow(5))
    s2.callback(print, "cb ran")
    await s2.aclose()
    try:
        await contextlib.AsyncExitStack().enter_async_context(object())
    except TypeError as e:
        print("err", e)
    with contextlib.ExitStack() as es:
        es.callback(print, "sync exit stack")
    print(isinstance(contextlib.nullcontext(), contextlib.AbstractContextManager), issubclass(int, contextlib.AbstractContextManager))
async def use(i):
    async with slow(i) as v:
        return v
asyncio.run(main2())
import contextlib
class X: pass
for o in [object(), 5, X()]:
    try:
        contextlib.ExitStack().enter_context(o)
    except TypeError as e: print(e)
