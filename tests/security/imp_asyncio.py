# Withheld module 'asyncio': the import fails with ImportError (the attack on the next line never runs)
try:
    import asyncio
    asyncio.run(asyncio.open_connection("127.0.0.1", 47391))
    print("escaped: asyncio imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
