rows = [
    {"lang": "Python", "year": 1991, "typing": "dynamic", "speed": 1.0},
    {"lang": "Lua", "year": 1993, "typing": "dynamic", "speed": 2.5},
    {"lang": "Rust", "year": 2010, "typing": "static", "speed": 45.25},
    {"lang": "C", "year": 1972, "typing": "static", "speed": 50.0},
]
cols = ["lang", "year", "typing", "speed"]
def cell(v):
    if isinstance(v, float):
        return f"{v:.2f}"
    return str(v)
widths = {c: max(len(c), *(len(cell(r[c])) for r in rows)) for c in cols}
def line(vals, aligns):
    parts = []
    for c, v in zip(cols, vals):
        w = widths[c]
        parts.append(v.rjust(w) if aligns[c] == "r" else v.ljust(w))
    return "| " + " | ".join(parts) + " |"
aligns = {c: "r" if isinstance(rows[0][c], (int, float)) else "l" for c in cols}
print(line([c.title() for c in cols], aligns))
print("|" + "|".join(("-" * (widths[c] + 1) + ":") if aligns[c] == "r" else (":" + "-" * (widths[c] + 1)) for c in cols) + "|")
for r in sorted(rows, key=lambda r: r["year"]):
    print(line([cell(r[c]) for c in cols], aligns))
print()
print(f"{'Language':<10}{'Age':>5}")
for r in rows:
    age = 2024 - r["year"]
    print(f"{r['lang']:<10}{age:>5}{'  (legacy)' if age > 30 else ''}")
print("=" * 15)
total = sum(2024 - r["year"] for r in rows)
print(f"{'avg':<10}{total / len(rows):>5.1f}")
