# unsupported syntax is a clean SyntaxError before anything runs
print('first')
async def f():
    await g()
