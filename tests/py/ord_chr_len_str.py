# ord, chr and len of strs (moonpy's VM does the common cases in place): ASCII, 2-4 byte
# characters, lone surrogates, the edges of the ranges, and the errors
for c in ["a", "\x7f", "\x80", "é", "ÿ", "€", "\u07ff", "\u0800", "\uffff", "\U00010000", "😀", "\U0010ffff", "\ud800", "\udfff"]:
    print(ord(c), len(c), chr(ord(c)) == c, repr(chr(ord(c))))
for i in [0, 65, 127, 128, 255, 256, 0x7ff, 0x800, 0xd7ff, 0xd800, 0xdfff, 0xe000, 0xffff, 0x10000, 0x10ffff]:
    print(i, repr(chr(i)), len(chr(i)), ord(chr(i)) == i)
for s in ["", "abc", "héllo wörld", "日本語テキスト", "😀😀x", "a" * 5000, "é" * 3000]:
    print(len(s))
for bad in ["", "ab", "é!", 5, None]:
    try:
        ord(bad)
    except TypeError as e:
        print("TypeError", e)
for bad in [-1, 0x110000, 2**31, -2**31 - 1, 2**70, 1.5, "a"]:
    try:
        chr(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print("".join(chr((ord(ch) - 97 + 13) % 26 + 97) if "a" <= ch <= "z" else ch for ch in "hello, world"))
print(sum(ord(c) for c in "moonpy"), [len(w) for w in "a bb ccc dddd é".split()])
