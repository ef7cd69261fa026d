# async methods, static and class methods, decorators with functools.wraps, retries
import asyncio, functools, time

def retry(times):
    def deco(func):
        @functools.wraps(func)
        async def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return await func(*args, **kwargs)
                except ConnectionError as e:
                    print(f"attempt {attempt} failed: {e}")
                    await asyncio.sleep(0)
            raise RuntimeError("gave up")
        return wrapper
    return deco

calls = 0
@retry(3)
async def flaky(x, *, fail=2):
    global calls
    calls += 1
    if calls <= fail:
        raise ConnectionError("reset")
    return x * 10

class Service:
    def __init__(self):
        self.log = []
    async def handle(self, req):
        await asyncio.sleep(0)
        self.log.append(req)
        return f"resp:{req}"
    @staticmethod
    async def ping():
        return "pong"
    @classmethod
    async def make(cls):
        await asyncio.sleep(0)
        return cls()

async def main():
    print(await flaky(4))
    print(flaky.__name__, asyncio.iscoroutinefunction(flaky))
    s = await Service.make()
    print(await asyncio.gather(*[s.handle(i) for i in range(3)]), s.log)
    print(await Service.ping())
    results = {}
    async def fill(k):
        results[k] = await s.handle(k)
    await asyncio.gather(*map(fill, "abc"))
    print(results)
    lam = lambda: s.handle("lam")
    print(await lam())
    try:
        await asyncio.gather(flaky(1, fail=100))
    except RuntimeError as e:
        print("RuntimeError", e)

asyncio.run(main())
