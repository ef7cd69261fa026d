def read_rows(lines):
    for line in lines:
        yield line.split(",")

def to_records(rows):
    for name, qty in rows:
        yield {"name": name, "qty": int(qty)}

data = ["apple,3", "pear,4", "plum,x", "fig,1"]
total = 0
for rec in to_records(read_rows(data)):
    total += rec["qty"]
    print(rec)
print(total)
