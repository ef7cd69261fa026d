# urlunsplit/urlunparse with None components: CPython's results (None, 'None;x') and TypeErrors
from urllib.parse import urlunsplit, urlunparse
for c in [("http", None, None, None, None), ("", "h", None, "", ""), ("http", "h", "/p", None, None), ("", None, "p", None, None),
          ("mailto", None, "a@b", None, None), (None, None, None, None, None), ("http", "h", "p", "q", "f")]:
    try:
        print(repr(urlunsplit(c)))
    except Exception as e:
        print(type(e).__name__, e)
for c in [("http", "h", "/p", None, None, None), ("http", "h", None, "x", None, None), ("", "", "", "", "", "")]:
    try:
        print(repr(urlunparse(c)))
    except Exception as e:
        print(type(e).__name__, e)
