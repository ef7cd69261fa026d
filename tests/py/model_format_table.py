# A generic text-table formatter: auto widths, numeric right-alignment, totals row, borders.
def format_table(headers, rows, float_fmt=",.2f", border=True):
    def cell(v):
        if isinstance(v, float):
            return format(v, float_fmt)
        if isinstance(v, int) and not isinstance(v, bool):
            return f"{v:,}"
        return "" if v is None else str(v)
    text = [[cell(v) for v in r] for r in rows]
    numeric = [all(isinstance(r[i], (int, float)) and not isinstance(r[i], bool) for r in rows if r[i] is not None)
               for i in range(len(headers))]
    widths = [max(len(h), *(len(t[i]) for t in text)) for i, h in enumerate(headers)]
    def fmt_row(vals):
        parts = [v.rjust(w) if num else v.ljust(w) for v, w, num in zip(vals, widths, numeric)]
        return ("| " + " | ".join(parts) + " |") if border else "  ".join(parts)
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    lines = [sep, fmt_row(headers), sep.replace("-", "=")] if border else [fmt_row(headers)]
    lines += [fmt_row(t) for t in text]
    if border:
        lines.append(sep)
    return "\n".join(lines)

headers = ["Product", "Units", "Price", "Revenue", "In stock"]
rows = [
    ["Keyboard", 1200, 49.99, 1200 * 49.99, True],
    ["Mouse", 15000, 19.5, 15000 * 19.5, True],
    ["Monitor 27\"", 310, 329.0, 310 * 329.0, False],
    ["Cable", 98000, 2.25, 98000 * 2.25, None],
]
print(format_table(headers, rows))
totals = ["TOTAL", sum(r[1] for r in rows), None, sum(r[3] for r in rows), None]
print(format_table(headers, rows + [totals], float_fmt=".1f", border=False))
print(format_table(["k", "v"], [["pi", 3.14159], ["e", 2.71828]], float_fmt=".3e"))
