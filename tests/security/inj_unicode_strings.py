# cpython: same
# odd Unicode in strings: bidi controls, BOM, zero-width, surrogate escapes, noncharacters
s = "\u202e\u2066abc\u2069\ufeff\u200b\u200d\ufffe\uffff\U0010ffff"
print(len(s), [hex(ord(c)) for c in s])
print(repr(s))
print(ascii(s))
t = "\ud800"
print(len(t), repr(t), ascii(t), hex(ord(t)))
u = "\udc80\ud83d\ude00"
print(len(u), ascii(u))
print("é".encode if False else "e", "\N{SNOWMAN}", "\N{GREEK SMALL LETTER ALPHA}")
print(s.upper() == s.upper(), s[::-1] == "".join(reversed(s)))
