# args: --timeout 2
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# recursion through class creation in __init_subclass__
class B:
    def __init_subclass__(cls):
        class C(cls): pass
try:
    class D(B): pass
except RecursionError as e:
    print("RecursionError:", e)
