# args: --max-operations 100000
# Deliberate difference: a limit (memory, time, operations, output) ends the run; no `except`
# clause, not even `except BaseException`, catches it.
# Why: a program must not be able to switch its limits off by catching them.
# CPython (which has no such limits): the loop finishes and prints "done". moonpy: the run stops.
try:
    n = 0
    for i in range(10**7):
        n += i
    print("done")
except BaseException as e:
    print("caught", type(e).__name__)
