# cpython: same
# printing a lone surrogate: CPython cannot encode it to UTF-8 (UnicodeEncodeError); moonpy must fail
# cleanly too, or print a replacement, never raw invalid bytes
s = "x\ud800y"
print(len(s), ascii(s))
print(s)
