# args: --max-memory 16M --timeout 2
# known bug: a huge width or tab size ends in Lua's 'resulting string too large' (SystemError: internal error); it should be MemoryError (or CPython's ValueError/OverflowError)
# zfill, ljust, center and rjust with huge widths
print(len("1".zfill(10 ** 10)))
