# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in limit_in_except_finally (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
try:
    while True: pass
finally:
    print('finally ran')
    while True: pass
