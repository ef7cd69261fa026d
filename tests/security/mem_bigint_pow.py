# args: --max-memory 16M --timeout 10
# a big power over the int size cap
x = 7 ** (10 ** 9)
