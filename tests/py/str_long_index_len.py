# indexing and len of long strs: ASCII ones, ones with other code points, made in many ways
a = "abcdefghij" * 50
b = "é" + a
c = a + "ß"
d = "".join(chr(65 + i % 26) for i in range(1000))
e = " ".join(["word"] * 300).upper()
f = ("xy" * 200)[1:]
print(len(a), a[0], a[499], a[-1], a[-500], len(b), b[0], b[1], b[-1], len(c), c[-1], c[-2], c[499])
print(len(d), d[0], d[999], d[-26], len(e), e[5], e[-1], len(f), f[0], f[-1])
for s in (a, b, c):
    try:
        s[len(s)]
    except IndexError as err:
        print("IndexError:", err)
print(sum(1 for i in range(len(b)) if b[i] == "a"), [c[i] for i in range(495, 501)])
g = "naïve café " * 40
print(len(g), g[2], g[-2], g[440 - 1], g.count("é"), g.upper()[:12])
h = bytes(range(200)).decode("latin-1")
print(len(h), repr(h[127]), repr(h[128]), repr(h[-1]), h.isascii(), a.isascii(), b.isascii())
