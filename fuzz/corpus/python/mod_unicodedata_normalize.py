# unicodedata: accent stripping and case-insensitive comparison via normalization; categories
import unicodedata
def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
print(strip_accents("Ça déjà été naïve Zoë Ærøskøbing Łódź ŠKODA ﬁnal Ñandú"))
def same(a, b):
    return unicodedata.normalize("NFC", a.casefold()) == unicodedata.normalize("NFC", b.casefold())
print(same("Straße", "strasse"), same("Café", "cafe\u0301"), "é" == "e\u0301")
print([unicodedata.category(c) for c in "Hi, 3½ ☺ ("])
print(sum(1 for c in "Hello World 123" if unicodedata.category(c).startswith("L")))
print([unicodedata.numeric(c) for c in "0123456789½¼¾⅓"])
print(unicodedata.normalize("NFC", "A\u030a\u0301") == "\u01fa", len(unicodedata.normalize("NFD", "\u01fa")))
