# replace with and without count
s = "the cat sat on the mat with the hat"
print(s.replace("the", "a"))
print(s.replace("the", "a", 1), s.replace("the", "a", 2))
print(s.replace("at", ""), s.replace("xyz", "!"))
print("aaaa".replace("a", "b", 0), "aaaa".replace("aa", "b"))
print("abc".replace("", "-"), "abc".replace("", "-", 2))
print("hello".replace("l", "L", -1), "a.b.c".replace(".", "/"))
print("ünï".replace("ï", "i"), "x\ty".replace("\t", "    "))
text = "one two three"
for old, new in [("one", "1"), ("two", "2"), ("three", "3")]:
    text = text.replace(old, new)
print(text)
print("  a  b  ".replace(" ", ""), "banana".replace("ana", "ANA"))
