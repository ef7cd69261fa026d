# args: --max-memory 16M --timeout 10
# list(range(...)) past the cap
x = list(range(10 ** 10))
