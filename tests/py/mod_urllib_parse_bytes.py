# urllib.parse on bytes URLs: the *Bytes results, encode/decode, mixing str and bytes, ASCII only
from urllib.parse import *
r = urlsplit(b"HTTP://User:Pw@Host.COM:80/p?q#f")
print(r, r.hostname, r.port, r.username, r.password, r.geturl(), type(r).__name__)
p = urlparse(b"http://h/a;b?c")
print(p, p.geturl(), p.decode(), urlsplit("http://h/x").encode(), urlsplit("http://h/x").encode("utf-8"))
print(urljoin(b"http://a/b/c", b"../d"), urldefrag(b"http://a#f"), urldefrag(b"http://a#f").geturl())
print(urlunsplit((b"http", b"h", b"/p", b"", b"")), urlunparse([b"x", b"", b"p", b"", b"", b""]))
print(parse_qs(b"a=1&b=2&a=3"), parse_qsl(b"a=%20x&b"), parse_qsl(b"k=v;x=y", separator=b";"))
print(urlsplit(b"http://[::1]:5/").hostname, urlsplit(b"http://h/", b"ftp"))
print(urlsplit(b"x", scheme=b"s"), urlsplit(b"x", ""), urljoin(b"", b"x"), urljoin("", b"x"))
print(SplitResultBytes(b"a", b"u@h:1", b"", b"", b"").port, DefragResultBytes(b"u", b"").geturl())
print(ParseResultBytes(b"s", b"N", b"/p", b"", b"", b"").hostname)
for f in [lambda: urlsplit(b"http://h", "ftp"), lambda: urlsplit("http://h", b"ftp"), lambda: urljoin("a", b"b"),
          lambda: urlsplit(b"http://\xc3\xa9/"), lambda: urlsplit(5), lambda: urlunsplit(("a", b"b", "", "", "")),
          lambda: urlsplit(b"http://h:x/").port, lambda: parse_qsl(b"a=%E9"), lambda: urlparse(None),
          lambda: unquote_plus(b"a+b"), lambda: unquote_plus(5), lambda: urldefrag(b"http://[x/"),
          lambda: urlunparse((None, None, "p", None, None, None)), lambda: urlsplit(b"").geturl()]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
