# args: --max-memory 16M --timeout 2
# list(range(...)) past the cap
x = list(range(10 ** 10))
