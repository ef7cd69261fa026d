# args: --max-memory 16M --timeout 2
# sorted() of a huge range
x = sorted(range(10 ** 9))
