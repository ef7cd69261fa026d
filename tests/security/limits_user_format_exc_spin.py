# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in format_exc_spin (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
import traceback
class E(Exception):
    def __str__(self):
        while True: pass
try:
    raise E()
except E:
    s = traceback.format_exc()
