# fnmatch: pick file names by shell patterns (fnmatch, fnmatchcase, filter), bytes, errors
import fnmatch

files = ["main.py", "test_main.py", "README.md", "setup.cfg", "data.json", "notes.txt",
         "Makefile", "script.PY", "archive.tar.gz", ".hidden", "img01.png", "img10.png", "imgA.png"]
print(fnmatch.filter(files, "*.py"))
print(fnmatch.filter(files, "test_*"))
print(fnmatch.filter(files, "*.[ch]fg"), fnmatch.filter(files, "img[0-9][0-9].png"))
print(fnmatch.filter(files, "img[!0-9]*"), fnmatch.filter(files, "*.*.*"), fnmatch.filter(files, ".*"))
print(fnmatch.filter(files, "?????.*"), fnmatch.filter(files, "*"), fnmatch.filter(files, "[A-Z]*"))
print([f for f in files if fnmatch.fnmatch(f, "*.py")], fnmatch.fnmatch("script.PY", "*.py"))
print(fnmatch.fnmatchcase("Hello", "h*"), fnmatch.fnmatchcase("Hello", "H*"))
patterns = ["*.py", "*.md", "Make*"]
for f in files:
    hits = [p for p in patterns if fnmatch.fnmatch(f, p)]
    if hits:
        print(f, hits)
print(fnmatch.fnmatch("a/b/c.txt", "*.txt"), fnmatch.fnmatch("a/b", "a?b"), fnmatch.fnmatch("x\ny", "x*y"))
print(fnmatch.fnmatch("[x]", "[[]x]"), fnmatch.fnmatch("a*b", "a[*]b"), fnmatch.fnmatch("a?", "a[?]"))
print(fnmatch.fnmatch("-", "[a-]"), fnmatch.fnmatch("b", "[!a]"), fnmatch.fnmatch("!", "[!]"))
print(fnmatch.fnmatch("]", "[]]"), fnmatch.fnmatch("a", "[z-a]"), fnmatch.fnmatch("café", "caf?"))
print(fnmatch.fnmatch("", "*"), fnmatch.fnmatch("", "?"), fnmatch.fnmatch("abc", "a**c"))
print(fnmatch.fnmatch(b"data.bin", b"*.bin"), fnmatch.filter([b"a.c", b"b.h"], b"*.c"))
print(fnmatch.filter(("x1", "y1", "x2"), "x?"), fnmatch.filter("abc", "[ac]"))
for f in [lambda: fnmatch.fnmatch(1, "x"), lambda: fnmatch.fnmatchcase("x", 1), lambda: fnmatch.fnmatch("x"),
          lambda: fnmatch.fnmatchcase(b"x", "x"), lambda: fnmatch.fnmatch("x", b"x"), lambda: fnmatch.filter(["a", 1], "a")]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
