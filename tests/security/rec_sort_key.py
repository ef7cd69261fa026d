# cpython: same
# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# recursion inside a sort key
def key(x): return key(x)
try:
    sorted([1, 2], key=key)
except RecursionError as e:
    print("RecursionError:", e)
