# Generate an HTML list/report safely with html.escape; a tiny element builder with attributes.
import html

def element(tag, content="", **attrs):
    attr_text = "".join(
        f' {k.rstrip("_").replace("_", "-")}="{html.escape(str(v), quote=True)}"'
        for k, v in attrs.items() if v is not None and v is not False
    )
    if content is None:
        return f"<{tag}{attr_text} />"
    return f"<{tag}{attr_text}>{content}</{tag}>"

comments = [
    {"user": "mallory", "text": "<script>alert('hi')</script>", "score": 3},
    {"user": "alice & bob", "text": 'I said "hello" > goodbye', "score": 10},
    {"user": "Zoë", "text": "naïve café ☕", "score": 0},
]
items = []
for c in sorted(comments, key=lambda c: -c["score"]):
    body = element("strong", html.escape(c["user"])) + ": " + html.escape(c["text"])
    items.append("  " + element("li", body, class_="hot" if c["score"] > 5 else None, data_score=c["score"]))
print(element("ul", "\n" + "\n".join(items) + "\n", id="comments"))
print(element("img", None, src="a.png?x=1&y=2", alt='a "quoted" alt', hidden=False))
print(element("input", None, type="checkbox", checked=True, aria_label="Agree"))
print(html.escape("5 > 3 && 2 < 4"), html.escape("'single'"), html.escape("'single'", quote=False))
for s in ["&lt;p&gt;", "&amp;amp;", "&#8364; &euro; &#x20AC;", "&notanentity; &copy", "a&nbsp;b"]:
    print(repr(html.unescape(s)))
