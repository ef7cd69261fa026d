# Text wrapping with textwrap and a hand-written full justification.
import textwrap

PARA = ("Python is a programming language that lets you work quickly and integrate "
        "systems more effectively. It is used for web development, data analysis, "
        "scripting and much more.")

def justify(text, width):
    lines = textwrap.wrap(text, width)
    result = []
    for line in lines[:-1]:
        words = line.split()
        if len(words) == 1:
            result.append(words[0])
            continue
        gaps = len(words) - 1
        spaces = width - sum(len(w) for w in words)
        q, r = divmod(spaces, gaps)
        parts = []
        for i, w in enumerate(words[:-1]):
            parts.append(w + " " * (q + (1 if i < r else 0)))
        parts.append(words[-1])
        result.append("".join(parts))
    result.append(lines[-1])
    return result

for w in (30, 45):
    print(f"--- wrap {w} ---")
    for line in textwrap.wrap(PARA, width=w):
        print(f"|{line:<{w}}|")
print("--- justify 36 ---")
for line in justify(PARA, 36):
    print(f"|{line}|")
print("--- fill with indents ---")
print(textwrap.fill(PARA, width=40, initial_indent="* ", subsequent_indent="  "))
print("--- shorten ---")
print(textwrap.shorten(PARA, width=50))
print(textwrap.shorten("Hello  world", width=11, placeholder="..."))
print("--- dedent/indent ---")
block = """
    def f():
        return 1
"""
print(repr(textwrap.dedent(block)))
print(textwrap.indent("a\nb\n\nc", "> "))
