# known bug: print() of a lone surrogate writes its 3 invalid UTF-8 bytes to stdout (MCP replaces them with U+FFFD); CPython raises UnicodeEncodeError
# mcp: skip the CLI writes the 3 raw bytes, the MCP logs have U+FFFD in their place
# printing a lone surrogate: CPython cannot encode it to UTF-8 (UnicodeEncodeError); moonpy must fail
# cleanly too, or print a replacement, never raw invalid bytes
s = "x\ud800y"
print(len(s), ascii(s))
print(s)
