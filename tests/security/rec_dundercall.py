# cpython: same
# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# infinite recursion through __call__: RecursionError, caught like any exception
class A:
    def __call__(self):
        return self()
a = A()
try:
    a()
    print("no recursion")
except RecursionError as e:
    print("RecursionError:", e)
print("after")
