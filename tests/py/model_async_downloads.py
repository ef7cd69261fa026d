# a model-style program: simulated concurrent downloads with asyncio, results gathered in order
import asyncio, time
async def fetch(name, delay):
    print(f"start {name}")
    await asyncio.sleep(delay)
    print(f"done {name}")
    return f"{name}:{int(delay * 1000)}ms"
async def main():
    t0 = time.perf_counter()
    results = await asyncio.gather(fetch("a", 0.15), fetch("b", 0.05), fetch("c", 0.10))
    elapsed = time.perf_counter() - t0
    print(results, elapsed < 2.0)
    q = asyncio.Queue()
    async def producer():
        for i in range(3):
            await q.put(i)
        await q.put(None)
    async def consumer():
        got = []
        while (item := await q.get()) is not None:
            got.append(item * 10)
        return got
    _, got = await asyncio.gather(producer(), consumer())
    print(got)
    try:
        await asyncio.wait_for(asyncio.sleep(1), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out")
    task = asyncio.create_task(fetch("d", 0.01))
    print(task.done())
    print(await task, task.done())
asyncio.run(main())
