# csv dialects: semicolon delimiter, QUOTE_ALL, QUOTE_NONNUMERIC, skipinitialspace, escapechar.
import csv
import io

semi = "id;name;score\n1;Ann;9,5\n2;\"Bob; Jr\";7\n"
for row in csv.reader(io.StringIO(semi), delimiter=";"):
    print(row)

spaced = 'a, "b, c", d\n1,  2,3\n'
print(list(csv.reader(io.StringIO(spaced))))
print(list(csv.reader(io.StringIO(spaced), skipinitialspace=True)))

for quoting in (csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE):
    buf = io.StringIO()
    w = csv.writer(buf, quoting=quoting, escapechar="\\", lineterminator="\n")
    w.writerow(["x", 1, 2.5, "has,comma", 'q"uote'])
    print(quoting, buf.getvalue(), end="")

nonnum = io.StringIO('"a",1,2.5\n"b",3,"4"\n')
print(list(csv.reader(nonnum, quoting=csv.QUOTE_NONNUMERIC)))

class Pipes(csv.Dialect):
    delimiter = "|"
    quotechar = "'"
    quoting = csv.QUOTE_MINIMAL
    lineterminator = "\n"
    doublequote = True
    skipinitialspace = False

csv.register_dialect("pipes", Pipes)
buf = io.StringIO()
csv.writer(buf, dialect="pipes").writerows([["a|b", "it's", 3], ["", None, "z"]])
print(buf.getvalue(), end="")
print(list(csv.reader(io.StringIO(buf.getvalue()), dialect="pipes")))
print(sorted(n for n in csv.list_dialects() if n in ("excel", "excel-tab", "unix", "pipes")))
tsv = "a\tb\n1\t2\n"
print(list(csv.DictReader(io.StringIO(tsv), dialect="excel-tab")))
print(list(csv.reader(["x,y", "1,2"])), list(csv.reader(io.StringIO('"multi\nline",2\n'))))
r = csv.reader(io.StringIO("a,b\nc,d\n"))
next(r)
print(r.line_num, next(r), r.line_num)
try:
    list(csv.reader(io.StringIO('"unterminated\n'), strict=True))
except csv.Error as e:
    print("csv.Error:", e)
