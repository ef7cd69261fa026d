# args: --max-memory 16M --timeout 10
# tuple() of a huge generator
x = tuple(i for i in range(10 ** 9))
