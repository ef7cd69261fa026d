# "fetch these URLs concurrently": asyncio.sleep stands in for the network
import asyncio
import time

URLS = ["https://example.com/a", "https://example.com/bb", "https://example.com/ccc"]

async def fetch(url, delay):
    print(f"fetching {url}")
    await asyncio.sleep(delay)
    size = len(url) * 100
    print(f"finished {url}: {size} bytes")
    return {"url": url, "size": size}

async def main():
    start = time.perf_counter()
    delays = [0.03, 0.01, 0.02]
    results = await asyncio.gather(*(fetch(u, d) for u, d in zip(URLS, delays)))
    elapsed = time.perf_counter() - start
    for r in results:
        print(r["url"], r["size"])
    print("total", sum(r["size"] for r in results))
    print("concurrent:", elapsed < 0.055)

    # tasks made up front, awaited one by one
    # (distinct delays: equal ones would race on a slow, instrumented run)
    tasks = [asyncio.create_task(fetch(u, 0.02 * (i + 1))) for i, u in enumerate(URLS)]
    print([t.done() for t in tasks])
    for t in tasks:
        r = await t
        print("awaited", r["url"])
    print([t.done() for t in tasks], [t.result()["size"] for t in tasks])

    # as_completed gives the fastest first
    coros = [asyncio.sleep(d, result=name) for name, d in [("slow", 0.03), ("fast", 0.01), ("mid", 0.02)]]
    for c in asyncio.as_completed(coros):
        print("completed", await c)

    # wait with FIRST_COMPLETED
    ts = [asyncio.create_task(asyncio.sleep(d, result=d)) for d in (0.02, 0.005)]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_COMPLETED)
    print(len(done), len(pending), [t.result() for t in done])
    done, pending = await asyncio.wait(ts)
    print(len(done), len(pending))
    print(await asyncio.gather())
    return "all done"

print(asyncio.run(main()))
