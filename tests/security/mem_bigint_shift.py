# args: --max-memory 16M --timeout 2
# a left shift past the cap
x = 1 << (1 << 40)
