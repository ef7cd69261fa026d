# unicodedata properties across every plane (not only the common blocks): category, width, mirrored, combining, decomposition, numeric values, normalization
import unicodedata as ud

chars = "A\u00bd\u0e50\u0f2a\u1369\u16ee\u2155\u2160\u216f\u2189\u2460\u24ea\u3007\u3405\u4e07\u5146\uf96b\U00010107\U0001012f\U0001d7d8\U0001f10c\U0001ecb4\U00016b61\U0002f890\u0301\u05b0\u0e38\u302a\U0001d165\U0001e944\u00a0\u2126\u212b\uff21\uff64\u3000\u1100\uac00\u20a9\u29fc\u2bc8\U0001d400\ufb01\ufdfa\U0001f100\U00010fff\U000e0001\U0010fffd"
for ch in chars:
    print(ascii(ch), ud.category(ch), ud.east_asian_width(ch), ud.mirrored(ch), ud.combining(ch),
          ascii(ud.decomposition(ch)), ud.decimal(ch, None), ud.digit(ch, None), ud.numeric(ch, None))
print([ud.category(chr(cp)) for cp in (0xd800, 0xdfff, 0xe000, 0xf8ff, 0xf0000, 0x10ffff, 0xe01f0, 0x2fffe)])
print([ud.east_asian_width(chr(cp)) for cp in (0x1f600, 0x20000, 0x3fffd, 0xe000, 0xff61, 0x2010, 0x10ffff)])
print(sum(ud.mirrored(chr(cp)) for cp in range(0x10000)), sum(1 for cp in range(0x10000) if ud.combining(chr(cp))))
for s in ["\U0001d400\U0001d7ce", "\ufdfa", "\u3300", "\u2474", "\U0001f130", "\u0958", "\U0001d15e", "\u0f73",
          "\u1e9b\u0323", "\U0002f800", "\ud55c\uae00", "\u1112\u1161\u11ab", "a\u0328\u0301\u0323", "\u0344", "\u212b\u2126"]:
    print([ascii(ud.normalize(f, s)) for f in ("NFC", "NFD", "NFKC", "NFKD")],
          [ud.is_normalized(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")])


def show(f, *args):
    try:
        print(ascii(f(*args)))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


for f in (ud.category, ud.east_asian_width, ud.mirrored, ud.combining, ud.decomposition):
    show(f, "ab")
    show(f, 5)
    show(f)
for f in (ud.decimal, ud.digit, ud.numeric):
    show(f, "x")
    show(f, "")
    show(f, "1", 2, 3)
show(ud.normalize, "NFC")
show(ud.normalize, "nfc", "a")
show(ud.normalize, 1, "a")
show(ud.is_normalized, "NFC", 1)
