# args: --max-memory 64M
# A limit error cannot be caught: the program ends with MemoryError.
try:
    x = "a" * (10 ** 10)
except MemoryError:
    print("caught (must not happen)")
