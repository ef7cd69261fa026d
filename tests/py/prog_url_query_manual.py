# Parse URLs and query strings by hand: percent-decoding, repeated keys, building queries back.
def percent_decode(s):
    s = s.replace("+", " ")
    out = bytearray()
    i = 0
    while i < len(s):
        if s[i] == "%" and i + 2 < len(s) + 1 and all(c in "0123456789abcdefABCDEF" for c in s[i+1:i+3]) and len(s[i+1:i+3]) == 2:
            out.append(int(s[i+1:i+3], 16))
            i += 3
        else:
            out.extend(s[i].encode("utf-8"))
            i += 1
    return out.decode("utf-8", errors="replace")

SAFE = set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~")

def percent_encode(s):
    return "".join(chr(b) if b in SAFE else "+" if b == 32 else f"%{b:02X}" for b in s.encode("utf-8"))

def parse_url(url):
    scheme, _, rest = url.partition("://")
    rest, _, fragment = rest.partition("#")
    rest, _, query = rest.partition("?")
    netloc, slash, path = rest.partition("/")
    host, _, port = netloc.partition(":")
    return {"scheme": scheme, "host": host, "port": int(port) if port else None,
            "path": "/" + path if slash else "/", "query": query, "fragment": fragment}

def parse_qs(query):
    result = {}
    for pair in filter(None, query.split("&")):
        key, _, value = pair.partition("=")
        result.setdefault(percent_decode(key), []).append(percent_decode(value))
    return result

urls = [
    "https://example.com:8443/search?q=caf%C3%A9+au+lait&page=2&tag=a&tag=b#results",
    "http://localhost/api/v1/items?filter=price%3E10&sort=-date&empty=",
    "ftp://files.example.org",
]
for u in urls:
    parts = parse_url(u)
    print(parts)
    print("   query:", parse_qs(parts["query"]))
params = {"name": "Zoë Smith", "q": "a&b=c", "n": 42}
qs = "&".join(f"{percent_encode(k)}={percent_encode(str(v))}" for k, v in params.items())
print(qs)
print(parse_qs(qs))
print(percent_decode("100%25 sure%21 %E2%9C%93 bad%zz"))
