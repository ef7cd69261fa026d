# cpython: same
# args: --max-memory 32M --timeout 2
# a huge range is lazy: len and indexing work, no memory spent
r = range(10 ** 18)
print(len(r), r[-1], 10 ** 17 in r)
