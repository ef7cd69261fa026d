# args: --timeout 0.5
# a generator that spins in its finally when closed
def g():
    try:
        yield 1
    finally:
        while True:
            pass
x = g()
next(x)
x.close()
