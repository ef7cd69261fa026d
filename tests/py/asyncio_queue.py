# producer/consumer with asyncio.Queue
import asyncio

async def producer(queue, n, name):
    for i in range(n):
        item = f"{name}-{i}"
        await queue.put(item)
        print(f"{name} produced {item} (size {queue.qsize()})")
        await asyncio.sleep(0)
    print(f"{name} done")

async def consumer(queue, name, results):
    while True:
        item = await queue.get()
        print(f"{name} consumed {item}")
        results.append(item)
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        queue.task_done()

async def main():
    queue = asyncio.Queue(maxsize=3)
    print(queue.maxsize, queue.empty(), queue.full(), queue.qsize())
    results = []
    consumers = [asyncio.create_task(consumer(queue, f"worker{i}", results)) for i in range(2)]
    await asyncio.gather(producer(queue, 4, "p1"), producer(queue, 3, "p2"))
    await queue.join()
    print("all processed:", sorted(results))
    for c in consumers:
        c.cancel()
    res = await asyncio.gather(*consumers, return_exceptions=True)
    print([type(r).__name__ for r in res])

    q = asyncio.Queue(2)
    q.put_nowait(1)
    q.put_nowait(2)
    print(q.full())
    try:
        q.put_nowait(3)
    except asyncio.QueueFull:
        print("QueueFull")
    print(q.get_nowait(), q.get_nowait())
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    try:
        q.task_done()
        q.task_done()
        q.task_done()
    except ValueError as e:
        print("ValueError:", e)

    pq = asyncio.PriorityQueue()
    for p in [5, 1, 4, 2]:
        await pq.put((p, f"job{p}"))
    print([(await pq.get())[1] for _ in range(4)])
    lq = asyncio.LifoQueue()
    for i in range(3):
        lq.put_nowait(i)
    print([lq.get_nowait() for _ in range(3)])

    # a getter waiting on an empty queue is woken by put
    q = asyncio.Queue()
    async def late_put():
        await asyncio.sleep(0.002)
        print("putting")
        await q.put("late")
    asyncio.create_task(late_put())
    print("waiting for item")
    print("got", await q.get())

asyncio.run(main())
