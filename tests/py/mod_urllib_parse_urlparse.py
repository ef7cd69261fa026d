# urllib.parse.urlparse/urlsplit: the parts of URLs, netloc attributes, geturl, round trips, errors
from urllib.parse import urlparse, urlsplit, urlunparse, urlunsplit, ParseResult, SplitResult

url = "https://user:pw@Example.COM:8080/path/to;p=1/file.html;x=y?q=1&r=2#frag"
u = urlparse(url)
print(u)
print(u.scheme, u.netloc, u.path, u.params, u.query, u.fragment)
print(u.hostname, u.port, u.username, u.password)
print(u.geturl() == url, len(u), u[0], u[-1])
s = urlsplit(url)
print(s)
print(type(s).__name__, type(u).__name__, type(u).__module__)
print(s._replace(fragment="", query="").geturl())
print(s._asdict())
scheme, netloc, path, query, fragment = urlsplit("http://h/p?q#f")
print(scheme, netloc, path, query, fragment)

# no scheme, no netloc, opaque URLs
print(urlparse("//netloc/path"))
print(urlparse("mailto:joe@example.com"))
print(urlparse("www.example.com/x"))
print(urlparse("path:80"), urlparse("1a:b"))
print(urlparse("http://a/b#c", allow_fragments=False))
print(urlparse("x/y", scheme="ftp"), urlparse("http://x/y", scheme="ftp").scheme)
print(urlsplit("  http://a\tb/\nc"), urlsplit("HTTP://X").scheme)

# hostnames and ports
for u2 in ["http://example.com", "http://EXAMPLE.com:80/", "http://a:/x", "http://u@h", "http://u:@h",
           "http://[::1]:8000/x", "http://[fe80::1%25ETH0]/", "file:///etc/passwd", "http://:80"]:
    r = urlsplit(u2)
    print(u2, "->", repr(r.hostname), r.port, repr(r.username), repr(r.password))

# round trips
print(urlunparse(("http", "a", "/b", "p", "q", "f")))
print(urlunsplit(("http", "a", "b", "", "")), urlunsplit(["file", "", "/etc", "", ""]))
print(urlunparse(("", "", "x", "", "", "")), urlunsplit(("mailto", "", "a@b", "", "")))
print(ParseResult("a", "b", "c", "d", "e", "f").geturl())
print(SplitResult(scheme="s", netloc="n", path="/p", query="", fragment="").geturl())
for x in ["http://a/b?c#d", "a/b", "//x", "http:///p", "ftp://h/p;type=a"]:
    print(x, urlunparse(urlparse(x)), urlunsplit(urlsplit(x)))

# errors
for bad in ["http://[::1/", "http://a]/", "http://[abc]/", "http://[1.2.3.4]/", "http://[vz.x]/"]:
    try:
        urlsplit(bad)
    except ValueError as e:
        print("ValueError:", e)
for bad in ["http://a:x/", "http://a:70000/", "http://a:-1/"]:
    try:
        print(urlsplit(bad).port)
    except ValueError as e:
        print("ValueError:", e)
try:
    u.scheme = "ftp"
except AttributeError as e:
    print("AttributeError:", e)
try:
    urlparse()
except TypeError as e:
    print("TypeError:", e)
