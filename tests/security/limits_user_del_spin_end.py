# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in del_spin_end (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
class D:
    def __del__(self):
        while True: pass
d = D()
print('end')
