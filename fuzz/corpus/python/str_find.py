# find, rfind, index, rindex, count with ranges
s = "hello world, hello python"
print(s.find("hello"), s.rfind("hello"), s.find("xyz"), s.rfind("xyz"))
print(s.find("o"), s.find("o", 5), s.find("o", 5, 7), s.find("o", 8, 20))
print(s.rfind("o"), s.rfind("o", 0, 10), s.find(""), s.rfind(""))
print(s.index("world"), s.rindex("o"), s.index("l", 4))
print(s.count("l"), s.count("hello"), s.count("l", 0, 5), s.count(""), "aaaa".count("aa"))
print(s.find("o", -6), s.rfind("l", -10, -2), s.count("o", -8))
for meth in ("index", "rindex"):
    try:
        getattr(s, meth)("xyz")
    except ValueError as e:
        print(meth, "ValueError:", e)
print("abc".find("c", 10), "abc".find("", 3), "abc".find("", 4))
print("ab" in "cabd", "ba" not in "abab", "" in "abc")
pos = -1
found = []
while True:
    pos = s.find("l", pos + 1)
    if pos == -1:
        break
    found.append(pos)
print(found)
