# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in cause_str_raise (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
class P(Exception):
    def __str__(self):
        while True: pass
class B(Exception):
    def __str__(self): raise P()
try:
    raise B()
except B as b:
    raise ValueError('v') from b
