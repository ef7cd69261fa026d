# strip family with and without chars
s = "   hello world \t\n"
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "xxhixx".lstrip("x"), "xxhixx".rstrip("x"))
print("www.example.com".strip("cmowz."), "abcba".strip("ab"))
print("  ".strip() == "", repr("\t\n".strip()), "a".strip("a") == "")
print("123abc456".strip("0123456789"), "--==x==--".strip("-="))
print(repr("\u00a0nbsp\u00a0".strip()), "..a..".rstrip("."))
print("prefix_name".removeprefix("prefix_"), "name.py".removesuffix(".py"))
print("name".removeprefix("x"), "name".removesuffix("x"))
lines = ["  a  ", "b  ", "  c"]
print([l.strip() for l in lines])
print("hello"[1:].strip("lo"), "mississippi".strip("mis"))
