# asyncio.Condition (wait, wait_for, notify, notify_all) and asyncio.Barrier (3.11)
import asyncio

async def main():
    cond = asyncio.Condition()
    items = []
    async def consumer(name):
        async with cond:
            await cond.wait_for(lambda: items)
            print(name, 'got', items.pop(0))
    async def producer():
        for x in 'abc':
            await asyncio.sleep(0)
            async with cond:
                items.append(x)
                cond.notify()
    await asyncio.gather(consumer('c1'), consumer('c2'), consumer('c3'), producer())
    waiting = []
    async def waiter(i):
        async with cond:
            waiting.append(i)
            r = await cond.wait()
            print('woken', i, r, cond.locked())
    ts = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    async with cond:
        cond.notify_all()
    await asyncio.gather(*ts)
    try:
        cond.notify()
    except RuntimeError as e:
        print(e)
    try:
        await cond.wait()
    except RuntimeError as e:
        print(e)
    b = asyncio.Barrier(3)
    print(b.parties, b.n_waiting, b.broken)
    async def bw(i):
        for _ in range(i):
            await asyncio.sleep(0)
        print('at barrier', i, b.n_waiting)
        idx = await b.wait()
        print('passed', i, idx)
    await asyncio.gather(bw(1), bw(2), bw(3))
    b2 = asyncio.Barrier(2)
    async def lone():
        try:
            await b2.wait()
        except asyncio.BrokenBarrierError as e:
            print('broken:', e)
    t = asyncio.create_task(lone())
    await asyncio.sleep(0)
    await b2.abort()
    await t
    print(b2.broken)
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print(e)

asyncio.run(main())
