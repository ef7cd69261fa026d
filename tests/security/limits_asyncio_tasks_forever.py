# args: --timeout 0.5
# Tasks that never end: the event loop must stay under the run's deadline, whether the tasks
# yield to each other (sleep(0)), spin without awaiting, respawn themselves, or swallow the
# CancelledError that asyncio.run's shutdown sends them.
import asyncio

async def yielder(i):
    n = 0
    while True:
        n += 1
        await asyncio.sleep(0)

async def respawn(depth):
    await asyncio.sleep(0)
    asyncio.create_task(respawn(depth + 1))

async def stubborn():
    while True:
        try:
            await asyncio.sleep(0)
        except asyncio.CancelledError:
            pass

async def main():
    for i in range(10):
        asyncio.create_task(yielder(i))
    asyncio.create_task(respawn(0))
    asyncio.create_task(stubborn())
    await asyncio.sleep(0.1)
    print("main keeps going")
    await asyncio.gather(yielder(99), stubborn())

asyncio.run(main())
print("not reached")
