# args: --timeout 0.5
# a generator that swallows GeneratorExit and keeps yielding
def g():
    while True:
        try:
            yield 1
        except GeneratorExit:
            pass
x = g()
next(x)
try:
    x.close()
except RuntimeError as e:
    print("RuntimeError:", e)
while True:
    pass
