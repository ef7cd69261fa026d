# urllib.parse.urljoin: RFC 3986's examples, dot segments, other schemes; urldefrag
from urllib.parse import urljoin, urldefrag

base = "http://a/b/c/d;p?q"
for rel in ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
            "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
            "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g",
            "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g#s/../x", "http:g"]:
    print(repr(rel).ljust(14), urljoin(base, rel))

print(urljoin("http://a/b//c", "d"))
print(urljoin("http://a", "b"), urljoin("http://a/", "b"))
print(urljoin("", "x"), urljoin("http://a/b", ""))
print(urljoin("http://a/b", "https://c/d"), urljoin("mailto:a@b", "c"))
print(urljoin("http://a/b/c/", "../../../../x"))
print(urljoin("http://a/b#frag", "#other"), urljoin("http://a/b", "c#f", allow_fragments=False))
print(urljoin("https://api.example.com/v1/", "users/42"))
print(urljoin("https://api.example.com/v1", "users/42"))
print(urljoin("https://example.com/docs/guide/index.html", "../img/logo.png"))
print(urljoin("svn+ssh://host/repo/trunk/", "../branches"))
print(urljoin("unknown://host/a/b", "c"))

print(urldefrag("http://a/b?x=1#sec"))
print(urldefrag("http://a/b"))
d = urldefrag("http://a/b#c")
print(d.url, d.fragment, d.geturl(), d[0])
try:
    urljoin("a")
except TypeError as e:
    print("TypeError:", e)
