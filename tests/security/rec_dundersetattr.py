# cpython: same
# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# infinite recursion through __setattr__: RecursionError, caught like any exception
class A:
    def __setattr__(self, k, v):
        return setattr(self, k, v)
a = A()
try:
    setattr(a, 'x', 1)
    print("no recursion")
except RecursionError as e:
    print("RecursionError:", e)
print("after")
