# args: --max-memory 16M --timeout 10
# a limit error cannot be caught, not even by a bare except
try:
    x = "a" * (2 ** 40)
except:
    print("caught (must not happen)")
