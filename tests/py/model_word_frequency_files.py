# Word frequencies across several in-memory "files" (io.StringIO), per file and combined, with ties.
import io
import re
from collections import Counter

FILES = {
    "a.txt": io.StringIO("Apples and oranges.\nApples, bananas; APPLES!\n"),
    "b.txt": io.StringIO("Bananas and more bananas\nand cherries\n"),
    "c.txt": io.StringIO(""),
}
total = Counter()
for name, fh in FILES.items():
    c = Counter()
    for line in fh:
        c.update(w.lower() for w in re.findall(r"[A-Za-z]+", line))
    total += c
    top = ", ".join(f"{w}:{n}" for w, n in c.most_common(3)) or "(empty)"
    print(f"{name}: {sum(c.values())} words; top {top}")
print("combined:", total.most_common())
best = max(total.values())
print("most frequent:", sorted(w for w, n in total.items() if n == best))
fh = io.StringIO("line1\nline2\n")
print(fh.readline(), fh.read(), fh.tell(), fh.seek(0), fh.readlines(), repr(fh.read()))
out = io.StringIO()
print("hello", "world", sep=", ", end="!\n", file=out)
out.write("second line\n")
print(repr(out.getvalue()), out.getvalue().count("\n"))
