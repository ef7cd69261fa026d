# args: --max-memory 16M --timeout 10
# sorted() of a huge range
x = sorted(range(10 ** 9))
