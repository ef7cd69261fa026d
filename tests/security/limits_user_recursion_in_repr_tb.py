# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in recursion_in_repr_tb (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
class R:
    def __repr__(self): return repr(self)
def f(x): raise ValueError(x)
f(R())
