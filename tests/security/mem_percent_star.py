# args: --max-memory 16M --timeout 2
# known bug: a huge width or tab size ends in Lua's 'resulting string too large' (SystemError: internal error); it should be MemoryError (or CPython's ValueError/OverflowError)
# %*d with a huge star width
print(len("%*d" % (10 ** 10, 1)))
