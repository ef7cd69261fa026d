# Draw tables with Unicode box-drawing characters, right-aligning numbers and wrapping long cells.
import textwrap

def draw(headers, rows, max_width=18):
    wrapped = [[textwrap.wrap(str(c), max_width) or [""] for c in row] for row in rows]
    widths = [max(len(h), *(max(len(l) for l in r[i]) for r in wrapped)) for i, h in enumerate(headers)]
    def sep(l, m, r):
        return l + m.join("─" * (w + 2) for w in widths) + r
    out = [sep("┌", "┬", "┐"), "│" + "│".join(f" {h:^{w}} " for h, w in zip(headers, widths)) + "│", sep("├", "┼", "┤")]
    for row, cells in zip(rows, wrapped):
        height = max(len(c) for c in cells)
        for i in range(height):
            parts = []
            for val, c, w in zip(row, cells, widths):
                text = c[i] if i < len(c) else ""
                parts.append(f" {text:>{w}} " if isinstance(val, (int, float)) else f" {text:<{w}} ")
            out.append("│" + "│".join(parts) + "│")
    out.append(sep("└", "┴", "┘"))
    return "\n".join(out)

print(draw(["Name", "Qty", "Description"], [
    ["Apple", 3, "Crisp red fruit"],
    ["Banana", 12, "Long yellow fruit that is rich in potassium and easy to peel"],
    ["Cherry", 250, "Small"],
]))
