# iterating, membership, ord/chr, and other methods
s = "Mississippi"
for ch in s[:4]:
    print(ch, ord(ch))
print(list(s), set(s) == {"M", "i", "s", "p"}, len(set(s)))
print(s.lower().count("s"), s.index("ss"), s.rindex("ss"))
print("".join(chr(ord(c) + 1) for c in "HAL"))
print([c for c in s if c in "aeiou"], sum(1 for c in s if c.isupper()))
print("a-b_c d".translate(str.maketrans("-_", "  ")), "abc".translate({97: "A", 98: None}))
print("x".join("abc"), "tab\tsep".expandtabs(4), "a\tbc\td".expandtabs())
print(str(123), str(-4.5), str([1, "a"]), str((1,)), str({"a": 1}))
print(str(), repr(str()), str("already"))
print("%s and %s" % ("a", "b"), "{} {}".format(1, 2))
counts = {}
for ch in "hello world":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
print(ascii("é€x"), ascii("plain"))
print(ord("a"), chr(97), ord("\n"), chr(0x41), ord("€"))
try:
    ord("ab")
except TypeError as e:
    print("TypeError:", e)
try:
    chr(-1)
except ValueError as e:
    print("ValueError:", e)
