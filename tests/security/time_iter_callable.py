# args: --timeout 5 --max-memory 16M
# iter(callable, sentinel) that never meets the sentinel
print(list(iter(int, 1)))
