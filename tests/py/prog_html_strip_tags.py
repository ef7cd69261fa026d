# Strip HTML tags with regex, unescape entities, collapse whitespace, and extract links/titles.
import html
import re

PAGE = """<html><head><title>My &amp; Your Page</title></head>
<body><h1 class="big">Welcome!</h1>
<p>Visit <a href="https://example.com/?a=1&amp;b=2">our site</a> or
<a href='/about'>About&nbsp;us</a>.</p>
<!-- a comment <b>hidden</b> -->
<script>var x = "<p>not text</p>";</script>
<p>5 &lt; 6 &gt; 4 &#x263A; &copy; 2024</p></body></html>"""

def strip_tags(markup):
    markup = re.sub(r"<!--.*?-->", "", markup, flags=re.S)
    markup = re.sub(r"<(script|style)\b.*?</\1>", "", markup, flags=re.S | re.I)
    text = re.sub(r"<[^>]+>", " ", markup)
    return re.sub(r"\s+", " ", html.unescape(text)).strip()

print(strip_tags(PAGE))
print(html.unescape(re.search(r"<title>(.*?)</title>", PAGE).group(1)))
for href, label in re.findall(r"""<a\s+href=["']([^"']+)["']>(.*?)</a>""", PAGE):
    print(f"link: {html.unescape(href)!r} text={html.unescape(label)!r}")
print(re.findall(r"<(\w+)[\s>]", PAGE)[:8])
