# Deliberate difference: the sets asyncio.wait returns (and the tasks a TaskGroup or
# asyncio.run's end cancels) go in the order the tasks were given.
# Why: CPython's order is that of a set of Task objects, whose hashes are their memory
# addresses: it changes with the allocator from run to run and machine to machine, so no
# program can rely on it; moonpy gives one stable order.
# CPython: an order that depends on addresses. moonpy: the tasks' order.
import asyncio

async def main():
    tasks = [asyncio.create_task(asyncio.sleep(0, i)) for i in range(12)]
    done, pending = await asyncio.wait(tasks)
    print([t.result() for t in done], len(pending))

asyncio.run(main())
