# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in ctxmgr_exit_spin (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
class C:
    def __enter__(self): return self
    def __exit__(self, *a):
        while True: pass
with C():
    while True: pass
