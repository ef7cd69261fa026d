# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# repr of a deeply nested list
a = []
for i in range(100000):
    a = [a]
try:
    print(len(repr(a)))
except RecursionError as e:
    print("RecursionError:", e)
