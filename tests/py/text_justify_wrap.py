import textwrap
text = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
        "incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud.")
def justify(words, width):
    lines, cur = [], []
    for w in words:
        if sum(len(x) for x in cur) + len(cur) + len(w) > width:
            lines.append(cur)
            cur = []
        cur.append(w)
    out = []
    for line in lines:
        if len(line) == 1:
            out.append(line[0].ljust(width))
            continue
        gaps = len(line) - 1
        spaces = width - sum(len(x) for x in line)
        q, r = divmod(spaces, gaps)
        s = ""
        for i, w in enumerate(line[:-1]):
            s += w + " " * (q + (1 if i < r else 0))
        out.append(s + line[-1])
    out.append(" ".join(cur).ljust(width))
    return out
for line in justify(text.split(), 30):
    print(f"|{line}|")
print(textwrap.fill(text, 40))
print(textwrap.wrap(text, 25)[:3])
print(textwrap.shorten(text, 50), textwrap.shorten("Hello  world", width=11, placeholder="..."))
print(textwrap.indent("a\nb\n\nc", "> "))
print(textwrap.dedent("    x\n      y\n    z"))
print(textwrap.fill(text, 30, initial_indent="* ", subsequent_indent="  "))
w = textwrap.TextWrapper(width=20, break_long_words=True)
print(w.wrap("a" * 45 + " bb"))
print(textwrap.wrap("hyphen-ated words-are-here and more-text", 10))
