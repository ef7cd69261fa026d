# Semaphore as a rate limiter, Lock, Event
import asyncio

active = 0
peak = 0

async def limited_call(sem, i):
    global active, peak
    async with sem:
        active += 1
        peak = max(peak, active)
        print(f"call {i} start (active {active})")
        for _ in range(3 * (i + 1)):  # distinct ends through the ready queue, not timers: a
            await asyncio.sleep(0)    # loaded machine cannot reorder them
        active -= 1
        print(f"call {i} end")
    return i * i

async def counter_task(lock, shared, name):
    for _ in range(3):
        async with lock:
            v = shared["n"]
            await asyncio.sleep(0)
            shared["n"] = v + 1
            print(name, "->", shared["n"])

async def waiter(event, name):
    print(name, "waits")
    r = await event.wait()
    print(name, "woke", r)

async def main():
    sem = asyncio.Semaphore(2)
    results = await asyncio.gather(*(limited_call(sem, i) for i in range(5)))
    print(results, "peak", peak, sem.locked())

    lock = asyncio.Lock()
    shared = {"n": 0}
    await asyncio.gather(counter_task(lock, shared, "A"), counter_task(lock, shared, "B"))
    print("final", shared["n"], lock.locked())
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError:", e)
    await lock.acquire()
    print(lock.locked())
    lock.release()

    event = asyncio.Event()
    tasks = [asyncio.create_task(waiter(event, f"w{i}")) for i in range(3)]
    await asyncio.sleep(0.001)
    print("is_set", event.is_set())
    event.set()
    await asyncio.gather(*tasks)
    print(await event.wait())
    event.clear()
    print(event.is_set())

    b = asyncio.BoundedSemaphore(1)
    await b.acquire()
    b.release()
    try:
        b.release()
    except ValueError as e:
        print("ValueError:", e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError:", e)

asyncio.run(main())
