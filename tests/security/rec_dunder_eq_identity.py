# cpython: same
# args: --timeout 10
# mcp: skip a RecursionError costs about a second; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
class A:
    def __eq__(self, o): return False
    def __ne__(self, o): return True
a = A()
print(a == a, a != a, a == A(), [a] == [a], a in [a])
class N:
    def __eq__(self, o):
        print("eq called")
        return NotImplemented
n = N()
print(n == n)
