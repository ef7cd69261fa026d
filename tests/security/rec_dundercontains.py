# cpython: same
# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# infinite recursion through __contains__: RecursionError, caught like any exception
class A:
    def __contains__(self, x):
        return x in self
a = A()
try:
    1 in a
    print("no recursion")
except RecursionError as e:
    print("RecursionError:", e)
print("after")
