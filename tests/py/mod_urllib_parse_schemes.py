# urllib.parse's scheme lists: rtsps, a program's own schemes added to uses_netloc/uses_relative; unwrap
import urllib.parse as up
from urllib.parse import urljoin, urlsplit, urlunsplit, urlparse, unwrap
print(urljoin("myapp://host/a/b", "c"), urlunsplit(("myapp", "", "/x", "", "")))
up.uses_relative.append("myapp")
up.uses_netloc.append("myapp")
print(urljoin("myapp://host/a/b", "c"), urlunsplit(("myapp", "", "/x", "", "")))
print(urlparse("rtsps://h/p;x"), urljoin("rtsps://h/a/b", "../c"))
print(up.uses_params[:3], len(up.uses_netloc), up.non_hierarchical[0], up.scheme_chars[-3:], "" in up.uses_query, up.uses_fragment[-1])
print(unwrap("<URL:http://example.com/x>"), unwrap("  <http://a> "), unwrap("URL: b"))
