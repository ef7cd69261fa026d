# startswith / endswith with tuples and ranges
s = "filename.tar.gz"
print(s.startswith("file"), s.startswith("name"), s.endswith(".gz"), s.endswith(".tar"))
print(s.endswith((".zip", ".gz")), s.startswith(("x", "y")), s.startswith(()))
print(s.startswith("name", 4), s.startswith("name", 4, 7), s.endswith("tar", 0, 12))
print(s.endswith("file", 0, 4), s.startswith("", 100), s.startswith(""))
print(s.startswith("gz", -2), s.endswith("name", -100, 8))
files = ["a.py", "b.txt", "c.py", "d.md", "e.PY"]
print([f for f in files if f.endswith(".py")])
print([f for f in files if f.lower().endswith((".py", ".md"))])
try:
    s.startswith(["file"])
except TypeError as e:
    print("TypeError:", e)
url = "https://example.com"
print("secure" if url.startswith("https://") else "plain")
