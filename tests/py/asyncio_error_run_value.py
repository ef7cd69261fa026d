import asyncio
asyncio.run(5)
