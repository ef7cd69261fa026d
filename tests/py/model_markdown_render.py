# A tiny Markdown-to-HTML converter: headings, emphasis, code, links, lists and paragraphs.
import html
import re

def inline(text):
    text = html.escape(text, quote=False)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"(?<!\*)\*(?!\*)(.+?)\*", r"<em>\1</em>", text)
    text = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", lambda m: f'<a href="{m.group(2)}">{m.group(1)}</a>', text)
    return text

def markdown(src):
    out, para, in_list = [], [], False
    def flush():
        nonlocal para
        if para:
            out.append("<p>" + inline(" ".join(para)) + "</p>")
            para = []
    for line in src.splitlines():
        if m := re.match(r"(#{1,6})\s+(.*)", line):
            flush()
            n = len(m.group(1))
            out.append(f"<h{n}>{inline(m.group(2))}</h{n}>")
        elif m := re.match(r"\s*[-*]\s+(.*)", line):
            flush()
            if not in_list:
                out.append("<ul>")
                in_list = True
            out.append(f"  <li>{inline(m.group(1))}</li>")
            continue
        elif not line.strip():
            flush()
        else:
            para.append(line.strip())
        if in_list:
            out.insert(len(out) - (1 if out and not out[-1].startswith("  <li>") and out[-1] != "<ul>" else 0), "</ul>")
            in_list = False
    flush()
    if in_list:
        out.append("</ul>")
    return "\n".join(out)

DOC = """# Release *notes*
Version **2.0** is out. See [the docs](https://example.com/docs?a=1&b=2).

## Changes
- Faster `parse()` & friends
- New *plugin* API
- Fixed 3 < 4 bug

Thanks to everyone
who helped!"""
print(markdown(DOC))
