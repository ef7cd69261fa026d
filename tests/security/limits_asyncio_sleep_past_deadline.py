# args: --timeout 0.5
# asyncio.sleep (and wait_for, and a future no one resolves) asking for far more than the run
# has left: the loop's wait is cut at the deadline and the run ends in its TimeoutError.
import asyncio

async def sleeper():
    await asyncio.sleep(10 ** 6)

async def main():
    try:
        await asyncio.wait_for(asyncio.sleep(1e9), timeout=1e8)
    except BaseException as e:
        print("caught", type(e).__name__)
    await asyncio.gather(sleeper(), asyncio.get_running_loop().create_future())

asyncio.run(main())
print("not reached")
