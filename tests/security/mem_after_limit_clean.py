# args: --max-memory 16M --timeout 10
# after MemoryError the traceback is clean and nothing after it runs
print("before")
x = [0] * (10 ** 11)
print("after (must not happen)")
