# args: --timeout 0.5
# The time limit must hold when its error is lost at the edge of a stack overflow (Lua turns it
# into "error in error handling", a RecursionError that `except` catches) and no loop ticks:
# before the fix this ran for about 30 s past a 0.5 s timeout (found by fuzz/fuzz_run).
def forever(n):
    return forever(n + 1)
for i in range(50):
    try:
        forever(0)
    except RecursionError:
        pass
print("not reached")
