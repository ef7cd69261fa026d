# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in weakref_fin (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
import weakref
class A: pass
a = A()
try:
    weakref.finalize(a, lambda: [0 for _ in iter(int, 1)])
except Exception as e: print(type(e).__name__)
print('end')
