# unicodedata: properties of characters in the covered blocks, lookup, normalize forms, errors
import unicodedata as ud
for ch in "aZ5 é€½²ÅαЖ—•→∑①☃😀中가\u0301\t":
    print(repr(ch), ud.category(ch), ud.name(ch, "?"), ud.decimal(ch, None), ud.digit(ch, None), ud.numeric(ch, None), ud.combining(ch), repr(ud.decomposition(ch)))
print(ud.lookup("LATIN SMALL LETTER E WITH ACUTE"), ud.lookup("snowman"), ud.lookup("CJK UNIFIED IDEOGRAPH-4E2D"), ud.lookup("HANGUL SYLLABLE GA"))
for s in ["café", "cafe\u0301", "Ångström", "ﬁ ½ ²", "한국어", "e\u0323\u0302", "ṩ", "Å", "ﬃx"]:
    print([ud.normalize(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")], [len(ud.normalize(f, s)) for f in ("NFC", "NFD", "NFKC", "NFKD")], ud.is_normalized("NFC", s))
print(ud.numeric("٣"), ud.decimal("٣"), ud.digit("９"), ud.category("\U0010FFFF"), ud.category("\uE000"), ud.category("\u0378"))
print("".join(c for c in ud.normalize("NFD", "Crème Brûlée à la façon") if ud.category(c) != "Mn"))
for f in [lambda: ud.name("\x00"), lambda: ud.lookup("NO SUCH THING"), lambda: ud.decimal("a"), lambda: ud.digit("½"), lambda: ud.numeric("x"), lambda: ud.category("ab"), lambda: ud.normalize("NFX", "a")]:
    try:
        print(f())
    except (ValueError, KeyError, TypeError) as e:
        print(type(e).__name__, e)
print(ud.unidata_version)
