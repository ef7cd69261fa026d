# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in limit_catch_base (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
n = 0
while True:
    try:
        while True: n += 1
    except BaseException as e:
        print('caught', type(e))
