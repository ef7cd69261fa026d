# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in del_alloc_end (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
class D:
    def __del__(self):
        x = ['a' * 1000 for _ in range(10**7)]
keep = [D() for _ in range(3)]
print('end')
