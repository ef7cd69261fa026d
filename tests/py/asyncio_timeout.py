# asyncio.timeout (3.11): a block with a deadline
import asyncio

async def slow(name, delay):
    try:
        await asyncio.sleep(delay)
        return name
    finally:
        print(name, "cleanup")

async def main():
    async with asyncio.timeout(0.5) as cm:
        r = await slow("fast", 0.001)
    print(r, cm.expired())
    try:
        async with asyncio.timeout(0.005) as cm:
            await slow("slow", 1)
            print("not printed")
    except TimeoutError:
        print("timed out", cm.expired())
    async with asyncio.timeout(None) as cm:
        print(cm.when(), repr(cm))
        cm.reschedule(asyncio.get_running_loop().time() + 0.002)
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print("cancelled inside")
            raise
    print("unreachable?")

async def outer():
    try:
        await main()
    except TimeoutError:
        print("outer saw TimeoutError")
    try:
        async with asyncio.timeout(0.002):
            try:
                await asyncio.sleep(1)
            except asyncio.CancelledError:
                print("swallowed")
        print("block finished normally")
    except TimeoutError:
        print("not raised: swallowed")
    print(repr(asyncio.timeout(1))[:18])

asyncio.run(outer())
