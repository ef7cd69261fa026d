# csv module with io.StringIO: DictReader, DictWriter, quoting and a per-group summary.
import csv
import io

data = """region,product,units,price
North,Widget,10,2.50
South,Gadget,3,10.00
North,Gadget,7,10.00
East,Widget,12,2.50
South,Widget,5,2.50
East,"Gizmo, Deluxe",1,99.99
"""

reader = csv.DictReader(io.StringIO(data))
print("Fields:", reader.fieldnames)
rows = list(reader)
totals = {}
for row in rows:
    revenue = int(row["units"]) * float(row["price"])
    totals[row["region"]] = totals.get(row["region"], 0) + revenue
    print(f"{row['region']:<6} {row['product']:<15} {revenue:>8.2f}")

print()
for region in sorted(totals):
    print(f"{region}: {totals[region]:.2f}")

out = io.StringIO()
writer = csv.DictWriter(out, fieldnames=["region", "revenue"], lineterminator="\n")
writer.writeheader()
for region, rev in sorted(totals.items(), key=lambda kv: -kv[1]):
    writer.writerow({"region": region, "revenue": f"{rev:.2f}"})
print(out.getvalue(), end="")

buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["a,b", 'say "x"', 3, None, ""])
w.writerow(["plain", "multi\nline", 1.5])
print(repr(buf.getvalue()))
for rec in csv.reader(io.StringIO(buf.getvalue())):
    print(rec)
