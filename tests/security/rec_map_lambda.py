# cpython: same
# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# recursion through map, filter and lambdas
f = lambda x: list(map(f, [x]))
try:
    f(1)
except RecursionError as e:
    print("RecursionError:", e)
