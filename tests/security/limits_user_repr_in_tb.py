# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in repr_in_tb (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
class E(Exception):
    def __str__(self):
        while True: pass
raise E()
