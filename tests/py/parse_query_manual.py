def unquote(s):
    out, i = [], 0
    b = bytearray()
    while i < len(s):
        ch = s[i]
        if ch == "%" and i + 2 < len(s) + 1 and len(s[i + 1:i + 3]) == 2:
            b.append(int(s[i + 1:i + 3], 16))
            i += 3
            continue
        if b:
            out.append(b.decode("utf-8", errors="replace"))
            b = bytearray()
        out.append(" " if ch == "+" else ch)
        i += 1
    if b:
        out.append(b.decode("utf-8", errors="replace"))
    return "".join(out)
def parse_qs(q):
    res = {}
    for part in q.split("&"):
        if not part:
            continue
        k, _, v = part.partition("=")
        res.setdefault(unquote(k), []).append(unquote(v))
    return res
for q in ["a=1&b=2&a=3", "name=J%C3%BCrgen+M%C3%BCller&city=K%C3%B6ln", "empty=&flag&x=%41%42", "bad=%ZZ" if False else "pct=100%25"]:
    print(q, "->", parse_qs(q))
def urlencode(d):
    def q(s):
        return "".join(c if c.isalnum() or c in "-_.~" else ("+" if c == " " else "".join(f"%{b:02X}" for b in c.encode())) for c in str(s))
    return "&".join(f"{q(k)}={q(v)}" for k, v in d.items())
print(urlencode({"q": "café au lait", "page": 2, "sort": "price-asc"}))
