# cpython: same
# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# infinite recursion through __getitem__: RecursionError, caught like any exception
class A:
    def __getitem__(self, i):
        return self[i]
a = A()
try:
    a[0]
    print("no recursion")
except RecursionError as e:
    print("RecursionError:", e)
print("after")
