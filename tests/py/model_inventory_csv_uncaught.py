# Inventory CSV processing with a strict numeric parser; a bad quantity raises ValueError at the end.
import csv
import io

DATA = """sku,name,qty,unit_cost
A-1,Bolt M6,1200,0.05
B-7,Nut M6,950,0.03
C-3,Washer,1.5e3,0.01
D-9,Bracket,twelve,1.20
"""

def strict_int(s, field, lineno):
    if not s.strip().isdigit():
        raise ValueError(f"line {lineno}: {field} must be a whole number, got {s!r}")
    return int(s)

total = 0.0
reader = csv.DictReader(io.StringIO(DATA))
for row in reader:
    try:
        qty = strict_int(row["qty"], "qty", reader.line_num)
    except ValueError as e:
        if "e" in row["qty"]:
            print("warning:", e, "- accepting float notation")
            qty = int(float(row["qty"]))
        else:
            raise
    value = qty * float(row["unit_cost"])
    total += value
    print(f"{row['sku']:<4} {row['name']:<10} {qty:>6} x {float(row['unit_cost']):.2f} = {value:>8.2f}  running {total:>8.2f}")
