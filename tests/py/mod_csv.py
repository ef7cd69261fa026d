# csv over strings: reader (quotes, escapes, embedded newlines, dialects, QUOTE_NONNUMERIC),
# writer (CPython's quoting rules, \r\n), DictReader, DictWriter, errors
import csv, io

data = 'name,age,city\nAlice,30,"New York, NY"\nBob,25,"He said ""hi"""\n"multi\nline",1,x\n\nlast,,\n'
for row in csv.reader(io.StringIO(data)):
    print(row)
print(list(csv.reader(["a;b;c", "1;2;3"], delimiter=";")))
print(list(csv.reader(['a, b,  "c"'], skipinitialspace=True)))
print(list(csv.reader(["1,2.5,'abc','x'"], quoting=csv.QUOTE_NONNUMERIC, quotechar="'")))
print(list(csv.reader(['a\\,b,c'], escapechar="\\")), list(csv.reader(["x\ty"], dialect="excel-tab")))
r = csv.reader(io.StringIO("a,b\r\nc,d\r\n"))
print(next(r), r.line_num, next(r), r.line_num)
out = io.StringIO()
w = csv.writer(out)
print(w.writerow(["plain", "with,comma", 'with "quote"', "line\nbreak", "", None, 3, 2.5, True]))
w.writerows([[1, 2], ["a b", "c"]])
w.writerow([""])
w.writerow([])
print(repr(out.getvalue()))
for q in (csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_MINIMAL):
    o = io.StringIO()
    csv.writer(o, quoting=q, lineterminator="\n").writerow(["x", 1, 2.0, None, "y,z"])
    print(repr(o.getvalue()))
o = io.StringIO()
csv.writer(o, quoting=csv.QUOTE_NONE, escapechar="\\").writerow(["a,b", 'c"d'])
print(repr(o.getvalue()))
o = io.StringIO()
csv.writer(o, delimiter="|", quotechar="'").writerow(["a|b", "it's", "ok"])
print(repr(o.getvalue()))
text = "id,name,score\n1,ann,9.5\n2,bob\n3,cy,7,extra\n"
for row in csv.DictReader(io.StringIO(text)):
    print(row)
dr = csv.DictReader(io.StringIO(text), restkey="more", restval="?")
print(dr.fieldnames, [dict(r) for r in dr], dr.line_num)
print(list(csv.DictReader(["x,y", "1,2"], fieldnames=["a", "b"])))
o = io.StringIO()
dw = csv.DictWriter(o, fieldnames=["id", "name"])
dw.writeheader()
dw.writerow({"id": 1, "name": "a, b"})
dw.writerows([{"id": 2}, {"name": "only"}])
print(repr(o.getvalue()))
o = io.StringIO()
csv.DictWriter(o, ["a"], extrasaction="ignore").writerow({"a": 1, "b": 2})
print(repr(o.getvalue()))
for bad in [lambda: csv.DictWriter(io.StringIO(), ["a"]).writerow({"a": 1, "zz": 2}),
            lambda: list(csv.reader(['a,"b"c'], strict=True)), lambda: list(csv.reader(['"abc'], strict=True)),
            lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"]),
            lambda: list(csv.reader(["a"], delimiter="::")), lambda: csv.get_dialect("nope"),
            lambda: list(csv.reader([1]))]:
    try:
        print(bad())
    except (csv.Error, TypeError, ValueError) as e:
        print(type(e).__name__, e)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL)
o = io.StringIO(); csv.writer(o, "pipes").writerow([1, "b"]); print(repr(o.getvalue()))
print(sorted(csv.list_dialects()), csv.get_dialect("pipes").delimiter)
# the common pattern: parse a CSV string, compute, write a report
sales = "region,amount\nnorth,100\nsouth,250\nnorth,50\n"
totals = {}
for row in csv.DictReader(io.StringIO(sales)):
    totals[row["region"]] = totals.get(row["region"], 0) + int(row["amount"])
rep = io.StringIO()
writer = csv.writer(rep)
writer.writerow(["region", "total"])
for k, v in sorted(totals.items()):
    writer.writerow([k, v])
print(rep.getvalue(), end="")
