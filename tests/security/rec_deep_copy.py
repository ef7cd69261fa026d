# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# copy.deepcopy of a deeply nested list
import copy
a = []
for i in range(100000):
    a = [a]
try:
    copy.deepcopy(a)
    print("copied")
except RecursionError as e:
    print("RecursionError:", e)
