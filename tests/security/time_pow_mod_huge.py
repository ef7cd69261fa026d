# args: --timeout 1
# known bug: F9: pow() with a 200000-bit modulus runs in GMP past the deadline (moonpy run --timeout 2 does not end; MCP kills the worker)
# timeout: 3
# pow with a huge modulus (the cost is in GMP, not in Python code)
print(pow(3, (1 << 200000) - 3, (1 << 200000) - 1))
