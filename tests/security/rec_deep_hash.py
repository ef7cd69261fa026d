# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# hash of a deeply nested tuple
t = ()
for i in range(100000):
    t = (t,)
try:
    print(type(hash(t)).__name__)
except RecursionError as e:
    print("RecursionError:", e)
