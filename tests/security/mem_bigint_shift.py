# args: --max-memory 16M --timeout 10
# a left shift past the cap
x = 1 << (1 << 40)
