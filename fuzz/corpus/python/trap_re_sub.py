# trap: re.sub back-references and function replacements; re.split keeps groups
import re
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "user@host and admin@server"))
print(re.sub(r"(?P<first>\w+) (?P<last>\w+)", r"\g<last>, \g<first>", "John Smith"))
print(re.sub(r"(\d+)", r"<\1>", "a1b22c333"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples and 12 pears"))
print(re.sub(r"(a)(b)?", r"[\1\2]", "ab a"))
print(re.split(r"(,|;)", "a,b;c"), re.split(r",|;", "a,b;c"), re.split(r"(\s)+", "x  y z"))
print(re.sub(r"\s+", " ", "  too   many    spaces  ").strip())
print(re.sub("a", "b", "aaaa", count=2), re.subn("o", "0", "foo boo"))
print(re.sub(r"(?i)hello", "bye", "Hello HELLO hello"))
print(re.sub(r"\\", "/", "C:\\dir\\file"), re.sub(r"\.", r"\\.", "a.b"))
