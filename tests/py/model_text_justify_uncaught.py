# Full-justify paragraphs into columns; a column width of 0 is rejected with an uncaught ValueError.
def justify(words, width):
    if width <= 0:
        raise ValueError(f"width must be positive, got {width}")
    lines, cur = [], []
    for w in words:
        if cur and len(" ".join(cur + [w])) > width:
            lines.append(cur)
            cur = []
        cur.append(w)
    out = []
    for line in lines:
        gaps = len(line) - 1 or 1
        spaces = width - sum(map(len, line))
        s = ""
        for i, w in enumerate(line[:-1] if len(line) > 1 else line):
            s += w + " " * (spaces // gaps + (i < spaces % gaps))
        out.append(s + (line[-1] if len(line) > 1 else ""))
    out.append(" ".join(cur).ljust(width))
    return out

text = "This is an example of text justification where every line except the last is padded to width".split()
for w in (16, 24):
    for line in justify(text, w):
        print(f"|{line}|")
    print()
print(justify(["word"], 0))
