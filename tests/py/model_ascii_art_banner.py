# Print text banners: boxed titles, centered multi-line boxes and a simple block-letter renderer.
FONT = {
    "H": ["#   #", "#   #", "#####", "#   #", "#   #"],
    "I": ["#####", "  #  ", "  #  ", "  #  ", "#####"],
    "L": ["#    ", "#    ", "#    ", "#    ", "#####"],
    "O": [" ### ", "#   #", "#   #", "#   #", " ### "],
    " ": ["     "] * 5,
}

def box(lines, pad=1, style="+-|"):
    corner, horiz, vert = style
    width = max(map(len, lines)) + 2 * pad
    out = [corner + horiz * width + corner]
    out += [vert + line.center(width) + vert for line in lines]
    out.append(corner + horiz * width + corner)
    return "\n".join(out)

def block(text):
    rows = [[] for _ in range(5)]
    for ch in text.upper():
        glyph = FONT.get(ch, ["?????"] * 5)
        for r in range(5):
            rows[r].append(glyph[r])
    return "\n".join("  ".join(r).rstrip() for r in rows)

print(box(["Welcome", "to moonpy"]))
print(box(["Report generated", "2024-03-01"], pad=3, style="*=!"))
print(block("HI LOL"))
print(box([""], pad=2), "=" * 10, "~".join(["-"] * 4))
