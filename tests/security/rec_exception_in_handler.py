# args: --timeout 1
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# a RecursionError handler that recurses again: exponential work, stopped by the time limit
def f():
    try:
        return f()
    except RecursionError:
        return f()
try:
    f()
except RecursionError as e:
    print("RecursionError (must not be caught for ever):", e)
