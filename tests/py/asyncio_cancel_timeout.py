# timeouts with wait_for, cancellation, task callbacks and exceptions
import asyncio

async def slow_operation(name, delay):
    try:
        print(f"{name} started")
        await asyncio.sleep(delay)
        print(f"{name} finished")
        return name
    except asyncio.CancelledError:
        print(f"{name} was cancelled")
        raise
    finally:
        print(f"{name} cleanup")

async def fails():
    await asyncio.sleep(0.001)
    raise KeyError("missing")

async def main():
    print(await asyncio.wait_for(slow_operation("quick", 0.001), timeout=0.5))
    try:
        await asyncio.wait_for(slow_operation("slow", 1), timeout=0.005)
    except asyncio.TimeoutError as e:
        print("timed out:", type(e).__name__, asyncio.TimeoutError is TimeoutError)
    try:
        await asyncio.wait_for(slow_operation("zero", 1), timeout=0)
    except TimeoutError:
        print("zero timeout")
    print(await asyncio.wait_for(slow_operation("none", 0.001), None))

    task = asyncio.create_task(slow_operation("victim", 1))
    await asyncio.sleep(0.002)
    print("cancel ->", task.cancel())
    try:
        await task
    except asyncio.CancelledError:
        print("task cancelled:", task.cancelled(), task.done())
    print("cancel again ->", task.cancel())
    try:
        task.result()
    except asyncio.CancelledError:
        print("result() raises CancelledError")

    # cancel before the first step: the coroutine never starts
    t = asyncio.create_task(slow_operation("never", 1))
    t.cancel()
    res = await asyncio.gather(t, return_exceptions=True)
    print(type(res[0]).__name__, t.cancelled())

    t = asyncio.create_task(fails())
    t.add_done_callback(lambda fut: print("callback: done", fut.done()))
    try:
        await t
    except KeyError as e:
        print("KeyError", e, repr(t.exception()))

    results = await asyncio.gather(fails(), slow_operation("ok", 0.002), return_exceptions=True)
    print([repr(r) for r in results])
    try:
        await asyncio.gather(fails(), asyncio.sleep(0.003))
    except KeyError as e:
        print("gather propagated", e)

    t = asyncio.create_task(asyncio.sleep(0.001, result=42))
    try:
        t.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    print(await t, t.result(), t.exception())

    async def cancel_me():
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print("caught and swallowed")
            return "survived"
    t = asyncio.create_task(cancel_me())
    await asyncio.sleep(0)
    t.cancel()
    print(await t, t.cancelled())

    # tasks still pending at the end of main are cancelled by asyncio.run
    asyncio.create_task(slow_operation("orphan", 1))
    await asyncio.sleep(0)
    print("main returns")

asyncio.run(main())
print("after run")
