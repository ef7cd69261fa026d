# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in exit_str (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
import sys
class S:
    def __str__(self):
        while True: pass
    def __repr__(self):
        while True: pass
sys.exit(S())
