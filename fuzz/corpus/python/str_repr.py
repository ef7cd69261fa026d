# repr of strings chooses quotes and escapes like CPython
print(repr("plain"), repr("it's"), repr('say "hi"'), repr("both ' and \""))
print(repr("tab\there"), repr("nl\n"), repr("cr\r"), repr("back\\slash"))
print(repr("\x00\x01\x1f\x7f"), repr("\x80\xa0\xff"), repr("\u200b"), repr("é"))
print(repr(""), repr("'"), repr('"'), repr("\\"))
print(["it's", 'a"b', "x\ny"], ("\t",), {"k'": "v\""})
print(str("it's"), str('a"b'))
print(repr("\a\b\f\v"), repr("\x1b[0m"))
print(repr("🎉"), repr("\U0001f600"), repr("日本"))
s = 'single \' and double "'
print(s, repr(s), len(s))
print(repr(repr("x")), repr(str(1)), repr(str([1, "a"])))
print(f"{'q'!r}", f"{chr(10)!r}", "%r" % "x'y")
