# args: --timeout 1
# timeout: 3
# pow with a huge modulus (the cost is in GMP, not in Python code)
print(pow(3, (1 << 200000) - 3, (1 << 200000) - 1))
