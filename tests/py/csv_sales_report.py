import csv, io
from collections import defaultdict
data = """region,product,units,price,date
North,Widget,10,2.50,2024-01-05
South,Gadget,3,10.00,2024-01-07
North,Gadget,7,9.50,2024-02-11
East,Widget,,2.50,2024-02-12
West,"Gizmo, Deluxe",1,99.99,2024-03-01
South,Widget,12,2.25,2024-03-15
North,Widget,5,2.50,2024-03-20
"""
reader = csv.DictReader(io.StringIO(data))
print(reader.fieldnames)
totals = defaultdict(float)
units = defaultdict(int)
skipped = []
for row in reader:
    try:
        u = int(row["units"])
    except ValueError as e:
        skipped.append((reader.line_num, str(e)))
        continue
    rev = u * float(row["price"])
    totals[row["region"]] += rev
    units[row["product"]] += u
print(skipped)
for region, t in sorted(totals.items(), key=lambda kv: -kv[1]):
    print(f"{region:<6}{t:>10.2f}")
out = io.StringIO()
w = csv.writer(out, lineterminator="\n")
w.writerow(["product", "units", "note"])
for p, u in sorted(units.items()):
    w.writerow([p, u, 'has "quotes"' if "," in p else ""])
print(out.getvalue(), end="")
out2 = io.StringIO()
dw = csv.DictWriter(out2, fieldnames=["a", "b"], extrasaction="ignore", lineterminator="\n")
dw.writeheader()
dw.writerows([{"a": 1, "b": 2, "c": 3}, {"a": "x,y", "b": None}])
print(out2.getvalue(), end="")
rows = list(csv.reader(["a;b;c", "1;'2;3';4"], delimiter=";", quotechar="'"))
print(rows)
print(list(csv.reader(['one,"two\nlines",three'])), list(csv.reader(["  a,  b"], skipinitialspace=True)))
