# args: --timeout 2 --max-memory 64M
# Limits stay on: user code in gen_cleanup_spin (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
# mcp: skip under MCP the generator lives on in the session's globals: there is no end of run to clean it up
def g():
    try:
        yield 1
    finally:
        while True: pass
it = g(); next(it)
print('end')
