from collections import UserString
class Tag(UserString):
    def shout(self): return self.upper() + "!"
t = Tag("hello World")
print(t, repr(t), len(t), t[0], t[1:4], type(t[1:4]).__name__, t.upper(), type(t.upper()).__name__, t.shout(), type(t.shout()).__name__)
print(t.split(), t.split("o", 1), t.split(sep=" "), t.find("o"), t.find(Tag("W")), t.count("l"), t.index("W"), t.replace("l", "L"), type(t.replace("l", "L")).__name__)
print(t + "!", type(t + "!").__name__, "<" + t, type("<" + t).__name__, t * 2, t == "hello World", t == Tag("hello World"), t < "z", "ell" in t, Tag("ell") in t)
print(t.startswith("he"), t.endswith(("ld", "x")), t.isalpha(), t.title(), t.center(15, "*"), t.zfill(14), t.strip("hd"), t.partition(" "), t.join(["a", "b"]), t.encode())
print(sorted([Tag("b"), Tag("a")]), {Tag("k"): 1}[Tag("k")], hash(t) == hash("hello World"), str(t), f"{t}", "%s!" % t, Tag("%d-%s") % (1, "x"), int(Tag("42")) + 1, float(Tag("1.5")))
print(list(Tag("abc")), Tag(123), Tag(Tag("x")), t.data, Tag("a,b").rsplit(",", maxsplit=1), t.lower().capitalize(), Tag("x").removeprefix("x") == "")
u = Tag("abc"); u.data += "d"; print(u, Tag("  pad ").strip(), Tag("tab\tx").expandtabs(4), Tag("ab").ljust(4, "-") + "|", Tag("{0}{x}").format(1, x=2))
try:
    UserString()
except TypeError as e:
    print("err", e)
try:
    t.index("zz")
except ValueError as e:
    print("err", e)
