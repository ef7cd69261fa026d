# args: --max-memory 16M --timeout 2
# known bug: a huge width or tab size ends in Lua's 'resulting string too large' (SystemError: internal error); it should be MemoryError (or CPython's ValueError/OverflowError)
# a width in str.format
print(len("{:>9999999999}".format("x")))
