# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in del_swallow (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
class D:
    def __del__(self):
        try:
            while True: pass
        except BaseException:
            print('swallowed')
            while True: pass
x = D()
del x
print('after del')
import gc; gc.collect()
print('after collect')
