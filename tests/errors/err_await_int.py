async def compute():
    return 5

async def main():
    n = await compute()
    await n

main().send(None)
