# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in keyerror_repr (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
class K:
    def __hash__(self): return 1
    def __eq__(self, o): return False
    def __repr__(self):
        while True: pass
{}[K()]
