# Build and normalise URLs by hand: join paths, encode query dicts (lists, None), sort params, strip fragments.
SAFE = "-_.~"

def quote(s, safe=SAFE):
    out = []
    for b in str(s).encode("utf-8"):
        c = chr(b)
        out.append(c if c.isalnum() and b < 128 or c in safe else f"%{b:02X}")
    return "".join(out)

def urlencode(params):
    parts = []
    for k, v in params.items():
        if v is None:
            continue
        for item in (v if isinstance(v, (list, tuple)) else [v]):
            parts.append(f"{quote(k)}={quote(item)}")
    return "&".join(parts)

def join(base, *paths):
    url = base.rstrip("/")
    for p in paths:
        url += "/" + quote(str(p).strip("/"), safe=SAFE + "/")
    return url

def normalize(url):
    url = url.split("#", 1)[0]
    base, _, qs = url.partition("?")
    scheme, _, rest = base.partition("://")
    host, _, path = rest.partition("/")
    pairs = sorted(p for p in qs.split("&") if p)
    path = "/" + "/".join(seg for seg in path.split("/") if seg not in ("", "."))
    return f"{scheme.lower()}://{host.lower()}{path}" + ("?" + "&".join(pairs) if pairs else "")

print(join("https://api.example.com/", "v2", "users", 42, "files/", "my report.pdf"))
print(urlencode({"q": "café & bar", "tags": ["a b", "c"], "page": 2, "debug": None, "emoji": "✓"}))
for u in ["HTTP://Example.COM//a/./b/?z=1&a=2#frag", "https://x.org", "https://x.org/?b=&a=1"]:
    print(f"{u:<42} -> {normalize(u)}")
print(quote("/path with/slash", safe=""), quote("100%"), quote("naïve"))
