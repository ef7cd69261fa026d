# cpython: same
# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# recursion through a property that reads itself
class P:
    @property
    def x(self): return self.x
try:
    P().x
except RecursionError as e:
    print("RecursionError:", e)
