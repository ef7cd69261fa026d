# Infer column types of a CSV and print per-column statistics (numeric vs text).
import csv
import io
import statistics

DATA = """city,population,area_km2,country,founded
Tokyo,13960000,2194,Japan,1457
Delhi,16787941,1484,India,
Shanghai,24870895,6341,China,751
Paris,2161000,105.4,France,-52
Lagos,15388000,1171,Nigeria,1472
"""
rows = list(csv.DictReader(io.StringIO(DATA)))

def as_number(v):
    try:
        return int(v)
    except ValueError:
        try:
            return float(v)
        except ValueError:
            return None

for col in rows[0]:
    values = [r[col] for r in rows]
    nums = [as_number(v) for v in values if v != ""]
    missing = sum(v == "" for v in values)
    if nums and all(n is not None for n in nums):
        print(f"{col:<11} numeric n={len(nums)} missing={missing} min={min(nums):,} max={max(nums):,} "
              f"mean={statistics.mean(nums):,.1f} median={statistics.median(nums):,}")
    else:
        lengths = [len(v) for v in values]
        print(f"{col:<11} text    n={len(values)} distinct={len(set(values))} longest={max(values, key=len)!r} avg_len={sum(lengths) / len(lengths):.1f}")
density = sorted(rows, key=lambda r: -int(r["population"]) / float(r["area_km2"]))
print([f"{r['city']}: {int(r['population']) / float(r['area_km2']):,.0f}/km²" for r in density])
