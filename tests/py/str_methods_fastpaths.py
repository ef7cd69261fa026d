# str methods on ASCII and non-ASCII text, around the edges of moonpy's C paths (objstr.c)
samples = ["", " ", "  Alice Smith ", "BOB jones", "carol  BROWN", " dave o'neil", "Erin-Marie Taylor  ",
           "\t\n\x0b\x0c\r x \x1c\x1d\x1e\x1f", "\x85a\x85", "\xa0b\u2003", "café au lait", "ÉCOLE ß straße",
           "hello world 42nd street", "3rd-party x2y", "ǅungla", "ΣΑΣ", "a\u2028b\nc", "x" * 70 + "é"]
for s in samples:
    print(repr(s), s.split(), s.strip(), repr(s.lstrip()), repr(s.rstrip()), s.title(), s.capitalize(),
          s.isupper(), s.islower(), s.split(" "), s.split(" ", 1), s.rsplit(None, 1))
print("a,b,,c,".split(","), "a,b,,c,".split(",", 2), "a--b--c".split("--"), "é|ü|".split("|"), "".split(","))
print("abcabc".find("c"), "ééxé".find("x"), "ééxé".find("é", 1), "abc".find(""), "".find(""), "abc".find("abcd"))
print("aaaa".count("aa"), "ééé".count("é"), "abc".count(""), "a.b.c".count("."), "x".count("xx"))
print("aaa".replace("a", "b", 2), "aaa".replace("a", ""), "aXbXc".replace("X", "%1"), "é-é".replace("-", "ü"),
      "abc".replace("", "-"), "abc".replace("", "-", 2), "aaa".replace("a", "b", -1), "x".replace("y", "z"))
print("Erin Taylor".startswith(("Erin", "Carol")), "xy".startswith(()), "xy".endswith(("y",)),
      "é".startswith(""), "abc".startswith("abcd"), "abc".endswith("bc"), "ab".startswith("b", 1),
      "résumé".endswith("mé"), "abc".startswith(("z", "ab")))
for bad in [("a", 1), 1, ["a"]]:
    try:
        "abc".startswith(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    "abc".find(1)
except TypeError as e:
    print("TypeError", e)
try:
    "abc".count(None)
except TypeError as e:
    print("TypeError", e)
print("x y z".split(None, 1), "  x  y  ".split(None, 0), "a b".rsplit(" ", 5), "a\x1cb".split())
print("o'neil mc-donald".title(), "HELLO".capitalize(), "1abc".capitalize(), "ABC".isupper(), "AB1".isupper(),
      "123".isupper(), "abc1".islower(), "".islower(), "Ab".islower())
for s in ["a\nb\r\nc\rd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l", "", "\n", "x\n\n", "\r\n\r", "é\n", "no break",
          "a\xc2b\xe2\x80c"]:
    print(s.splitlines(), s.splitlines(True), s.splitlines(keepends=1))
