# csv reads and writes NUL characters inside fields (CPython 3.11 no longer refuses them).
import csv, io
print(list(csv.reader(io.StringIO("a\0b,\"c\0\"\n"))))
print(list(csv.reader(["x\0"])))
b=io.StringIO(); csv.writer(b).writerow(["a\0b"]); print(repr(b.getvalue()))
