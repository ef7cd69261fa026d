import asyncio

async def step(n):
    await asyncio.sleep(0)
    if n == 2:
        raise ValueError(f"step {n} failed")
    return n

async def main():
    for n in range(3):
        print("step", await step(n))

asyncio.run(main())
