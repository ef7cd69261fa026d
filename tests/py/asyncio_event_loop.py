# the pre-3.7 style: get_event_loop().run_until_complete, asyncio.run twice, tasks that spawn tasks
import asyncio
async def hello(n):
    await asyncio.sleep(0.001)
    print("hello", n)
    return n
loop = asyncio.get_event_loop()
print(loop.run_until_complete(hello(1)))
print(loop.run_until_complete(asyncio.gather(hello(2), hello(3))))
loop.close()
async def main():
    return await hello(4)
print(asyncio.run(main()))
print(asyncio.run(main()))
async def spawner(n):
    if n:
        asyncio.create_task(spawner(n - 1))
    await asyncio.sleep(0)
async def many():
    await spawner(300)
    for _ in range(400):
        await asyncio.sleep(0)
    print(len(asyncio.all_tasks()))
asyncio.run(many())
