# args: --max-memory 16M --timeout 10
# %*d with a huge star width
print(len("%*d" % (10 ** 10, 1)))
