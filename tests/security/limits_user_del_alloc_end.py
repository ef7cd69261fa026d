# args: --timeout 60 --max-memory 64M
# Limits stay on: user code in del_alloc_end (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
# mcp: skip a run_python call's globals outlive it (the session's next call may use them), so nothing is finalized at its end: the CLI pass runs the end's finalizers
class D:
    def __del__(self):
        x = ['a' * 1000 for _ in range(10**7)]
keep = [D() for _ in range(3)]
print('end')
