# Generate a table of contents for Markdown headings with GitHub-style anchors (dedup suffixes).
import re

DOC = """# Project Title
Intro text.
## Installation
### From PyPI
### From Source
## Usage
### Basic Usage
### Advanced: Plugins & Hooks
## Usage
```
# not a heading inside code
```
## FAQ / Troubleshooting
"""

def anchor(title, seen):
    a = re.sub(r"[^\w\- ]", "", title.lower()).strip().replace(" ", "-")
    n = seen.get(a, 0)
    seen[a] = n + 1
    return a if n == 0 else f"{a}-{n}"

in_code, seen, toc = False, {}, []
for line in DOC.splitlines():
    if line.startswith("```"):
        in_code = not in_code
        continue
    m = re.match(r"(#{1,6})\s+(.+)", line)
    if m and not in_code:
        level, title = len(m.group(1)), m.group(2).strip()
        toc.append(f"{'  ' * (level - 1)}- [{title}](#{anchor(title, seen)})")
print("\n".join(toc))
