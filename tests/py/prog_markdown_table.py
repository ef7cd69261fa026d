# Rendering rows of data as a Markdown table and as aligned text
rows = [
    {"language": "Python", "year": 1991, "typing": "dynamic", "score": 9.5},
    {"language": "Lua", "year": 1993, "typing": "dynamic", "score": 8.25},
    {"language": "C", "year": 1972, "typing": "static", "score": 7.0},
    {"language": "Rust", "year": 2010, "typing": "static", "score": 9.125},
]
columns = ["language", "year", "typing", "score"]
def fmt(v):
    return f"{v:.2f}" if isinstance(v, float) else str(v)
widths = {c: max(len(c), *(len(fmt(r[c])) for r in rows)) for c in columns}
def md_row(values):
    return "| " + " | ".join(values) + " |"
print(md_row([c.ljust(widths[c]) for c in columns]))
print("|" + "|".join(("-" * (widths[c] + 1) + ":") if isinstance(rows[0][c], (int, float)) else ("-" * (widths[c] + 2)) for c in columns) + "|")
for r in sorted(rows, key=lambda r: r["year"]):
    cells = []
    for c in columns:
        text = fmt(r[c])
        cells.append(text.rjust(widths[c]) if isinstance(r[c], (int, float)) else text.ljust(widths[c]))
    print(md_row(cells))
print()
print(f"{'Language':<10}{'Year':>6}  {'Typing':<8}{'Score':>7}")
for r in rows:
    print(f"{r['language']:<10}{r['year']:>6}  {r['typing']:<8}{r['score']:>7.3f}")
avg = sum(r["score"] for r in rows) / len(rows)
print(f"{'average':<24}{avg:>7.3f}")
