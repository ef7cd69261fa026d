# args: --timeout 10 --max-memory 32M
# a comprehension over a huge range
x = sum([i for i in range(10 ** 10)])
