# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# comparing deeply nested lists
a = b = []
for i in range(100000):
    a = [a]; b = [b]
try:
    print(a == b)
except RecursionError as e:
    print("RecursionError:", e)
