# the event loop's order: create_task, sleep(0), call_soon, futures, names
import asyncio

async def worker(name, n):
    for i in range(n):
        print(f"{name} step {i}")
        await asyncio.sleep(0)
    return f"{name} done"

async def nested(depth):
    if depth == 0:
        await asyncio.sleep(0)
        return 0
    return 1 + await nested(depth - 1)

async def main():
    print("main start")
    t1 = asyncio.create_task(worker("A", 3))
    t2 = asyncio.create_task(worker("B", 2), name="bee")
    print(t1.get_name(), t2.get_name(), asyncio.current_task().get_name())
    print("before await")
    print(await t1, await t2)
    print(await nested(20))

    loop = asyncio.get_running_loop()
    loop.call_soon(print, "call_soon 1")
    loop.call_soon(print, "call_soon", 2)
    h = loop.call_soon(print, "never printed")
    h.cancel()
    loop.call_later(0.002, print, "call_later")
    print("scheduled")
    await asyncio.sleep(0.005)

    fut = loop.create_future()
    print(fut.done())
    loop.call_later(0.001, fut.set_result, "future value")
    print(await fut, fut.done(), fut.result())
    f2 = loop.create_future()
    f2.set_exception(ValueError("in future"))
    try:
        await f2
    except ValueError as e:
        print("ValueError:", e)

    print(asyncio.iscoroutinefunction(worker), asyncio.iscoroutinefunction(len))
    c = worker("C", 0)
    print(asyncio.iscoroutine(c), asyncio.iscoroutine(42))
    print(await c)
    r = await asyncio.sleep(0.001, result="slept")
    print(r)
    print(isinstance(t1, asyncio.Task), isinstance(t1, asyncio.Future), t1.done())
    return 7

result = asyncio.run(main())
print("result", result)
try:
    asyncio.run(5)
except ValueError as e:
    print("ValueError:", e)
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print("RuntimeError:", e)

async def uses_run():
    coro = asyncio.sleep(0)
    try:
        asyncio.run(coro)
    except RuntimeError as e:
        print("RuntimeError:", e)
    await coro
asyncio.run(uses_run())
