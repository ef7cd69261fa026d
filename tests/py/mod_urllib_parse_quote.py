# urllib.parse: quote, quote_plus, unquote, unquote_plus, urlencode (doseq, safe, quote_via)
from urllib.parse import quote, quote_plus, unquote, unquote_plus, urlencode, quote_from_bytes, unquote_to_bytes

print(quote("/El Niño/"), quote("a&b=c", safe=""), quote("x~y_z.-"), repr(quote("")))
print(quote(b"\xff a"), quote(bytearray(b"a/b c")), quote("é", encoding="latin-1"))
print(quote("a/b c", safe="/ "), quote("100%"), quote("a+b"), quote("ü", safe="ü"))
print(quote_plus("a b&c/d"), quote_plus("a/b", safe="/"), quote_plus(b"a b"), quote_plus("nospace"))
print(quote_from_bytes(b"a b/"), unquote_to_bytes("a%20b%ff"))
print(unquote("El%20Ni%C3%B1o"), unquote("%zz%4"), unquote("%e9"), unquote("abc"))
print(unquote("%E9", encoding="latin-1"), unquote(b"a%20b"), unquote("é%41"), unquote("%C3%A9%C3"))
print(unquote("%E2%82%AC", errors="strict"), unquote_plus("a+b%2Bc"), unquote_plus("q=caf%C3%A9+au+lait"))
for s in ["hello world", "a&b", "ünïcödé", "~user/path", "50% off!", "line\nbreak"]:
    print(repr(s), quote(s), quote_plus(s), unquote(quote(s)) == s, unquote_plus(quote_plus(s)) == s)

params = {"q": "hello world", "page": 2, "tags": ["a", "b"], "empty": ""}
print(urlencode(params))
print(urlencode(params, doseq=True))
print(urlencode([("a", 1), ("b", "x/y"), ("a", None)], safe="/"))
print(repr(urlencode([])), repr(urlencode({})), urlencode({"k": b"v w", b"kb": "x"}))
print(urlencode({"a": "b c"}, quote_via=quote), urlencode({"t": (1, 2)}, True), urlencode({"n": 3}, True))
print(urlencode({"name": "Zoë"}, encoding="latin-1"))
print("https://example.com/search?" + urlencode({"q": "python urllib", "lang": "en"}))

for f in [lambda: urlencode("abc"), lambda: urlencode([1, 2]), lambda: quote(1), lambda: quote(),
          lambda: quote(b"x", encoding="utf-8"), lambda: unquote(5), lambda: unquote("%E9", errors="strict"),
          lambda: quote("é", encoding="ascii")]:
    try:
        print(f())
    except (ValueError, TypeError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
