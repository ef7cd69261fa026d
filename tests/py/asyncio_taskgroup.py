# asyncio.TaskGroup (3.11): structured concurrency, the success and cancellation paths
import asyncio

async def job(name, delay):
    print(f"{name} start")
    await asyncio.sleep(delay)
    print(f"{name} end")
    return name * 2

async def main():
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(job("a", 0.004))
        t2 = tg.create_task(job("b", 0.001), name="job-b")
        print("tasks created", t2.get_name(), repr(tg))
    print("group done", t1.result(), t2.result(), repr(tg))

    results = []
    async with asyncio.TaskGroup() as tg:
        for i in range(3):
            tg.create_task(job(f"w{i}", 0)).add_done_callback(lambda t: results.append(t.result()))
    print(sorted(results))

    try:
        tg.create_task(job("late", 0))
    except RuntimeError as e:
        print("RuntimeError:", e)

    # the block itself raising cancels the tasks (one pending: CPython cancels a set's tasks
    # in the order of their addresses)
    async def forever(name):
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print(name, "cancelled")
            raise

    try:
        async with asyncio.timeout(0.003):
            async with asyncio.TaskGroup() as tg:
                tg.create_task(forever("f1"))
                tg.create_task(job("quick", 0))
    except TimeoutError:
        print("timeout around the group")

asyncio.run(main())
