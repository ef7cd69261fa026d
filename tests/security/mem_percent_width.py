# args: --max-memory 16M --timeout 2
# known bug: a huge width or tab size ends in Lua's 'resulting string too large' (SystemError: internal error); it should be MemoryError (or CPython's ValueError/OverflowError)
# %-formatting with a huge width
print(len("%9999999999d" % 1))
