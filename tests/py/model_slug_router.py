# URL routing with slugs: build slugs from titles, match routes with named groups, reverse URLs.
import re
import unicodedata

def slugify(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return re.sub(r"[\s_-]+", "-", re.sub(r"[^\w\s-]", "", s).strip().lower())

ROUTES = [
    ("post_detail", r"^/blog/(?P<year>\d{4})/(?P<month>\d{2})/(?P<slug>[a-z0-9-]+)/$"),
    ("tag", r"^/tags/(?P<tag>[a-z0-9-]+)/$"),
    ("home", r"^/$"),
]
COMPILED = [(name, re.compile(p)) for name, p in ROUTES]

def resolve(path):
    for name, rx in COMPILED:
        if m := rx.match(path):
            return name, m.groupdict()
    return None, {}

def reverse(name, **kw):
    pattern = dict(ROUTES)[name]
    url = re.sub(r"\(\?P<(\w+)>[^)]*\)", lambda m: str(kw[m.group(1)]), pattern)
    return url.strip("^$")

posts = ["Hello, World!", "Ten Tips for Python 3.12", "Über café — naïve résumé", "  multiple   spaces__and-dashes "]
for i, title in enumerate(posts, 1):
    url = reverse("post_detail", year=2024, month=f"{i:02d}", slug=slugify(title))
    print(f"{title!r:38} -> {url}")
    print(" " * 41, resolve(url))
for path in ["/", "/tags/python/", "/tags/Python/", "/blog/2024/3/x/", "/nowhere"]:
    print(f"{path:<20} {resolve(path)}")
