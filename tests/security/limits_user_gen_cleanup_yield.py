# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in gen_cleanup_yield (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
def g():
    while True:
        try:
            yield 1
        except GeneratorExit:
            pass
it = g(); next(it)
print('end')
