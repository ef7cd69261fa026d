# Generate a Markdown table and an HTML table (with html.escape) from a list of records.
import html

records = [
    {"name": "Widget <A>", "price": 9.99, "stock": 120, "tags": ["tools", "sale"]},
    {"name": "Gadget & Co", "price": 24.5, "stock": 0, "tags": []},
    {"name": 'Quote "Q"', "price": 1250.0, "stock": 7, "tags": ["new"]},
]

def markdown_table(rows, columns):
    cells = [[fmt(r[c]) for c in columns] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    def line(vals):
        return "| " + " | ".join(v.ljust(w) for v, w in zip(vals, widths)) + " |"
    out = [line(columns), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    out += [line(r) for r in cells]
    return "\n".join(out)

def fmt(v):
    if isinstance(v, float):
        return f"{v:,.2f}"
    if isinstance(v, list):
        return ", ".join(v) or "-"
    return str(v)

def html_table(rows, columns):
    parts = ["<table>", "  <tr>" + "".join(f"<th>{html.escape(c)}</th>" for c in columns) + "</tr>"]
    for r in rows:
        tds = "".join(f"<td>{html.escape(fmt(r[c]))}</td>" for c in columns)
        cls = ' class="out"' if r["stock"] == 0 else ""
        parts.append(f"  <tr{cls}>{tds}</tr>")
    parts.append("</table>")
    return "\n".join(parts)

cols = ["name", "price", "stock", "tags"]
print(markdown_table(records, cols))
print()
print(html_table(records, cols))
print(html.escape("<script>alert('x') & \"y\"</script>"))
print(html.escape("<a href='x'>", quote=False))
print(html.unescape("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;q&quot; &#39;s&#39; &#x41;&copy;&eacute;"))
