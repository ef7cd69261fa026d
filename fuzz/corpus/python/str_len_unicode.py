# len, indexing and slicing count code points, not bytes
s = "héllo wörld"
print(len(s), s[1], s[7], s[-1], s[1:4])
t = "日本語のテキスト"
print(len(t), t[0], t[-1], t[2:5], t[::-1])
e = "naïve café 🎉!"
print(len(e), e[11], e[-2:], e.upper())
print(len(""), len("a"), len("\n"), len("\u00e9"), len("e\u0301"))
print(list("añb"), [ord(c) for c in "añ€"])
print(chr(233), chr(8364), chr(128512), ord("🎉"))
print("é" * 3, "€" + "£", "ü" in "über", "über".find("b"))
print("straße".upper(), "ÅNGSTRÖM".lower(), "éa".capitalize())
print(sorted("cåbä"), "ä" > "z", "Z" < "a")
print(len("🎉🎉"), "🎉🎉"[1], "x🎉y".index("y"))
print("αβγ".center(9, "*"), "αβγ".rjust(5), "|" + "ж".ljust(3) + "|")
print(repr("é\tü\n"), repr("日本"))
print(" ".join(reversed("мир".split())), "мир"[::-1])
print("Ünïcödé".swapcase(), "ÀÉÎ".lower())
print("a,é,ü".split(","), "ü".join(["x", "y"]))
for i, ch in enumerate("añ🎉"):
    print(i, ch)
