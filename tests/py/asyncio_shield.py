# shield against a wait_for timeout, a coroutine's __await__, a future given an exception class
import asyncio
async def important():
    await asyncio.sleep(0.05)
    print("important finished")
    return "saved"
async def main():
    t = asyncio.create_task(important())
    try:
        await asyncio.wait_for(asyncio.shield(t), timeout=0.002)
    except TimeoutError:
        print("timed out, task still running:", not t.done())
    print(await t)
    async def val():
        return 3
    it = val().__await__()
    try:
        next(it)
    except StopIteration as e:
        print("value", e.value)
    f = asyncio.get_running_loop().create_future()
    f.set_exception(KeyError)
    try:
        await f
    except KeyError as e:
        print("KeyError", repr(e))
asyncio.run(main())
