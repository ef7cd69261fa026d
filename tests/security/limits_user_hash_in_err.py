# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in hash_in_err (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
class H:
    def __repr__(self):
        while True: pass
d = {}
d[[1]] = H()
