# args: --max-memory 16M --timeout 2
# known bug: a huge width or tab size ends in Lua's 'resulting string too large' (SystemError: internal error); it should be MemoryError (or CPython's ValueError/OverflowError)
# expandtabs with a huge tab size
print(len("\t\t".expandtabs(10 ** 10)))
