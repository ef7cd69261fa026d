# urllib.parse: the ways of importing it; the rest of urllib is withheld
import urllib.parse
print(urllib.parse.quote("a b"), urllib.parse.__name__)
import urllib.parse as up
print(up.unquote("%41%42"), up is urllib.parse)
from urllib import parse
print(parse.urlsplit("http://h/p").netloc, parse is up)
import urllib
print(urllib.parse.urljoin("http://a/b/", "c"), urllib.__name__)
from urllib.parse import *
print(quote_plus("x y"), urlparse("http://h").scheme)
try:
    import urllib.nothere
except ImportError as e:
    print(type(e).__name__, e)
try:
    from urllib.parse import nothere
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
