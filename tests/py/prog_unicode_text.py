# Unicode text handling: normalization, casefold, accents, combining marks, emoji lengths.
import unicodedata

words = ["café", "cafe\u0301", "Straße", "STRASSE", "ﬁle", "İstanbul", "ǅemal"]
for w in words:
    nfc = unicodedata.normalize("NFC", w)
    nfd = unicodedata.normalize("NFD", w)
    print(f"{w!r:14} len={len(w)} nfc={len(nfc)} nfd={len(nfd)} lower={w.lower()!r} casefold={w.casefold()!r} upper={w.upper()!r}")

print("café == cafe\u0301:", "café" == "cafe\u0301", unicodedata.normalize("NFC", "cafe\u0301") == "café")
print("Straße ~ STRASSE:", "Straße".casefold() == "STRASSE".casefold())

def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")

print(strip_accents("Crème brûlée à la française, naïve Ångström"))
for ch in ["A", "é", "\u0301", "1", "½", " ", "€", "中"]:
    print(f"U+{ord(ch):04X} {unicodedata.name(ch, '?'):<30} cat={unicodedata.category(ch)} num={unicodedata.numeric(ch, None)}")
emoji = ["😀", "👍🏽", "🇫🇷", "👨‍👩‍👧"]
for e in emoji:
    print(repr(e), len(e), len(e.encode("utf-8")), sum(2 if ord(c) > 0xFFFF else 1 for c in e), [f"{ord(c):X}" for c in e])
print(unicodedata.lookup("GREEK SMALL LETTER ALPHA"), unicodedata.normalize("NFKC", "①②Ⅻ ｆｕｌｌ"))
print("ǅ".istitle(), "ß".upper(), "ŉ".upper(), "Σ".lower(), "ΌΣΟΣ".lower())
print(sorted(["zebra", "Äpfel", "apple", "Zoo", "éclair"]), sorted(["zebra", "Äpfel", "apple", "Zoo", "éclair"], key=strip_accents))
print(sorted(["zebra", "Äpfel", "apple", "Zoo"], key=lambda s: strip_accents(s).casefold()))
