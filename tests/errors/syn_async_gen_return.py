async def f():
    yield 1
    return 5
