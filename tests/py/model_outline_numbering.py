# Number an indented outline (1., 1.1., 1.1.1.) from leading spaces and print it as Markdown and HTML.
import html

OUTLINE = """\
Introduction
  Motivation
  Scope & limits
Design
  Parser
    Tokens
    Grammar
  Runtime
Results
"""

def parse(text, indent=2):
    counters, out = [], []
    for line in text.splitlines():
        depth = (len(line) - len(line.lstrip(" "))) // indent
        counters = counters[:depth + 1]
        while len(counters) < depth + 1:
            counters.append(0)
        counters[depth] += 1
        out.append((depth, ".".join(map(str, counters)), line.strip()))
    return out

items = parse(OUTLINE)
for depth, num, title in items:
    print(f"{'  ' * depth}{num}. {title}")
print()
print("\n".join(f"{'  ' * d}- **{n}** {t}" for d, n, t in items))
print()
prev = -1
for depth, num, title in items:
    if depth > prev:
        print("  " * depth + "<ol>")
    elif depth < prev:
        for d in range(prev, depth, -1):
            print("  " * d + "</ol>")
    print("  " * depth + f"  <li>{html.escape(title)}</li>")
    prev = depth
for d in range(prev, -1, -1):
    print("  " * d + "</ol>")
