# cpython: same
# escapes that mean something else in Lua: \z, \x, \ddd, \u{...}, line continuations
print(repr("a\zb"), len("a\zb"))
print(repr("\x41\101\u0041\U00000041\N{LATIN CAPITAL LETTER A}"))
print(repr("\1234"), len("\1234"))
print(repr("\
continued"))
print(repr("a\
b"))
print(repr(r"\z\x\u\n"), len(r"\z\x\u\n"))
print(repr("\0\00\000"), len("\0\00\000"))
print(repr("\a\b\f\v\t\r\n\\\'\""))
print(repr("\8\9"))
