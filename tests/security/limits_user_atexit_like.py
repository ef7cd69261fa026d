# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in atexit_like (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
import atexit
atexit.register(lambda: print('atexit ran'))
print('end')
