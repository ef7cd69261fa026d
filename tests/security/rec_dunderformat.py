# cpython: same
# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# infinite recursion through __format__: RecursionError, caught like any exception
class A:
    def __format__(self, spec):
        return format(self, spec)
a = A()
try:
    format(a, 'x')
    print("no recursion")
except RecursionError as e:
    print("RecursionError:", e)
print("after")
