# fnmatch.translate: the regular expression of a shell pattern, exactly as CPython writes it
import fnmatch, re

for p in ["*.py", "*a*b", "a**b*c?*", "*", "**", "", "?x[abc]", "[!a-z]", "[]]", "[!]]", "[a-]", "[z-a]",
          "[a-c-e]", "[\\]", "a[b", "[&~|]", "[^x]", "[[x]", "(x)+{}.$", "[]", "[!]", "é*", "[a--b]",
          "[!-]", "[-a]", "[a-b-c]", "[b-a-c]", "[c-b-a]", "[a-\\]", "[\\-z]", "*[*]*", "*?*?", "a b#c",
          "data_??.csv", "[0-9][0-9][0-9][0-9]-*.log", "x&&y", "[!a-a-]", "[a-a]"]:
    t = fnmatch.translate(p)
    print(repr(p).ljust(28), t)
rx = re.compile(fnmatch.translate("*.tar.gz"))
print(bool(rx.match("backup.tar.gz")), bool(rx.match("backup.tar.gz.bak")), rx.pattern)
both = re.compile("|".join(fnmatch.translate(p) for p in ["*.jpg", "*.png"]))
print([n for n in ["a.jpg", "b.gif", "c.png"] if both.match(n)])
try:
    fnmatch.translate(5)
except TypeError as e:
    print("TypeError:", e)
