# args: --timeout 60 --max-memory 64M
# Limits stay on: a paused generator's finally, run at the program's end, that runs out of memory stops the program (the end's cleanup swallowed Lua's out-of-memory error)
# mcp: skip a run_python call's globals outlive it (the session's next call may use them), so nothing is finalized at its end: the CLI pass runs the end's cleanup
def g():
    try:
        yield 1
    finally:
        x = ['a' * 1000 for _ in range(10**7)]
        print('not reached')
it = g()
next(it)
print('end')
