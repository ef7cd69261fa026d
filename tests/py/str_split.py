# split and rsplit with separators and maxsplit
print("a b  c   d".split())
print("  leading and trailing  ".split())
print("a b  c".split(" "))
print("a,b,,c,".split(","))
print("a,b,c,d".split(",", 2), "a,b,c,d".rsplit(",", 2))
print("a,b,c,d".split(",", 0), "a,b,c,d".rsplit(",", 0))
print("a b c d".split(None, 1), "a b c d".rsplit(None, 1))
print("  a b c  ".split(maxsplit=1), "  a b c  ".rsplit(maxsplit=1))
print("".split(), "".split(","), "   ".split(), " ".split(" "))
print("one::two::three".split("::"), "abc".split("abc"))
print("x".split(","), "a\tb\nc\r\nd".split())
print("1-2-3".split("-", -1), "1-2-3".rsplit("-", 1)[0])
print("k=v=w".split("=", 1), "path/to/file.txt".rsplit("/", 1))
print("file.tar.gz".rsplit(".", 1), "file.tar.gz".split(".", 1))
try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)
line = "name: Alice ; age: 30 ; city: Paris"
fields = [f.strip() for f in line.split(";")]
print(fields)
print(dict(f.split(": ") for f in fields))
print("aaa".split("a"), "baaab".split("aa"))
