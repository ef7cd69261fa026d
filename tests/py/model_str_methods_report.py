# A tour of string methods an answer would use to clean and lay out text.
lines = "  Name:\tAlice  \n\tAge: 30\r\nCity:  Paris\x0bNote: ok\u2028Last"
print(lines.splitlines())
print(lines.splitlines(keepends=True)[:3])
for raw in lines.splitlines():
    key, sep, val = raw.strip().partition(":")
    print(f"{key.strip():>6}{sep} {val.strip()!r}")
print("a\tb\tc".expandtabs(4), "|", "12\t3\t".expandtabs(), "|")
print("42".zfill(6), "-42".zfill(6), "+4".zfill(4), "abc".zfill(5))
print("title".center(11, "*"), "x".ljust(4, "."), "x".rjust(4, "."))
print("a-b-c-d".rsplit("-", 1), "a-b-c-d".split("-", 2), "  a  b ".split(), "a,,b".split(","))
print("www.example.com".removeprefix("www."), "file.tar.gz".removesuffix(".gz"), "x".removeprefix("y"))
print("Hello World".find("o"), "Hello World".rfind("o"), "Hello".find("z"), "Hello".index("l"))
try:
    "Hello".index("z")
except ValueError as e:
    print("ValueError", e)
print("abcabc".count("bc"), "aaaa".count("aa"), "abc".count(""), "banana".replace("a", "o", 2))
print("Hello".startswith(("He", "X")), "photo.JPG".lower().endswith((".jpg", ".png")), "abc".startswith("b", 1))
print("  xx  ".strip(), "--x--".strip("-"), "xyhixy".strip("xy"), "  x".lstrip(), "x  ".rstrip() + "|")
print("123".isdigit(), "½".isnumeric(), "²".isdigit(), "²".isdecimal(), "abc1".isalnum(), " \t".isspace(), "".isspace())
print("hello world".capitalize(), "HELLO".casefold(), "hElLo".swapcase(), "they're bill's".title())
print(",".join(["a", "b"]), "".join(reversed("stressed")), " ".join(map(str, range(5))))
print("x=1;y=2".split(";"), dict(p.split("=") for p in "x=1;y=2".split(";")))
print("%s" % "tab\there".encode("unicode_escape") if False else repr("tab\there"), ascii("naïve ☃"))
print("Ab" < "a", "apple" < "apricot", max(["b", "B", "a"]), min("hello"))
