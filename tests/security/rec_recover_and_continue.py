# cpython: same
# args: --timeout 10
# mcp: skip three RecursionErrors take seconds; rec_mutual, rec_dunderrepr, rec_dunderstr and rec_generator run under MCP
# after a RecursionError the program goes on at full depth
def d(n): return 0 if n == 0 else 1 + d(n - 1)
def inf(n): return inf(n + 1)
for i in range(3):
    try:
        inf(0)
    except RecursionError:
        pass
    print(d(500))
