# unicodedata.name and lookup over the whole name table: every plane, computed names, aliases, named sequences, errors
import unicodedata as ud


def show(f, *args):
    try:
        r = f(*args)
        print(ascii(r))
    except (KeyError, ValueError, TypeError) as e:
        print(type(e).__name__, e)


for cp in [0x20, 0x41, 0xe9, 0x3a9, 0x5d0, 0x627, 0x905, 0xe01, 0x10a0, 0x1100, 0x13a0, 0x1f600, 0x2b50,
           0x4e00, 0x9fff, 0x3400, 0x20000, 0x2a6df, 0x2b738, 0x30000, 0x3134a, 0xac00, 0xac01, 0xc544, 0xd7a3,
           0xf900, 0xfa6d, 0x2f800, 0x18b00, 0x1b170, 0x1b2fb, 0x13000, 0x1d11e, 0xe0100, 0xfe0f, 0x10ffff - 2,
           0x1f1e6, 0xfeff, 0x200d, 0x1fbf9, 0x1e94b, 0x16fe4, 0x11f0, 0x3164, 0xa000]:
    print(hex(cp), ud.name(chr(cp), None))
# no name: controls, unassigned, surrogates, private use, Tangut (CPython has no Tangut names)
for cp in [0, 0x1f, 0x7f, 0x9f, 0x378, 0xd7a4, 0xd800, 0xe000, 0xf0000, 0x10ffff, 0x17000, 0x2a6e0, 0xfa6e, 0x1b2fc, 0x3134b]:
    show(ud.name, chr(cp))
print(ud.name("\x00", "default"), ud.name("\x00", None), ud.name("a", 5))
# lookup: names without regard to case, aliases, named sequences
for n in ["LATIN SMALL LETTER A", "latin small letter a", "Snowman", "white medium star", "HYPHEN-MINUS",
          "hyphen-minus", "EM DASH", "ZERO WIDTH JOINER", "BYZANTINE MUSICAL SYMBOL G CLEF", "CJK COMPATIBILITY IDEOGRAPH-F900",
          "cjk compatibility ideograph-f900", "NUSHU CHARACTER-1B170", "KHITAN SMALL SCRIPT CHARACTER-18CD5",
          "LINE FEED", "LF", "NULL", "NUL", "BOM", "nbsp", "ZWJ", "VS16", "END OF LINE", "LATIN CAPITAL LETTER GHA",
          "BYZANTINE MUSICAL SYMBOL FTHORA SKLIRON CHROMA VASIS", "KEYCAP NUMBER SIGN", "keycap digit zero",
          "LATIN CAPITAL LETTER A WITH MACRON AND GRAVE", "TAMIL CONSONANT K", "BENGALI LETTER KHINYA",
          "HANGUL SYLLABLE GA", "HANGUL SYLLABLE A", "HANGUL SYLLABLE GGAGG", "HANGUL SYLLABLE HIH",
          "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPH-04E00", "CJK UNIFIED IDEOGRAPH-3134A"]:
    show(ud.lookup, n)
# not names: computed names match in capitals only, hex digits too; spacing matters
for n in ["hangul syllable GA", "HANGUL SYLLABLE ga", "HANGUL SYLLABLE GAX", "HANGUL SYLLABLE IEUNG", "HANGUL SYLLABLE ",
          "cjk unified ideograph-4E00", "CJK UNIFIED IDEOGRAPH-4e00", "CJK UNIFIED IDEOGRAPH-2A6E0", "CJK UNIFIED IDEOGRAPH-",
          "CJK COMPATIBILITY IDEOGRAPH-0F900", "CJK COMPATIBILITY IDEOGRAPH-FA6E", "TANGUT IDEOGRAPH-17000",
          "LATIN  SMALL LETTER A", " SPACE", "SPACE ", "", "HYPHEN MINUS", "LATIN SMALL LETTER \u00c9", "SPACE\x00X",
          "NOT A NAME", "x" * 256, "x" * 257]:
    show(ud.lookup, n)
# round trips
print(all(ud.lookup(ud.name(chr(cp))) == chr(cp) for cp in range(0x20, 0x3000, 7) if ud.name(chr(cp), None)))
print(sum(1 for cp in range(0xac00, 0xd7a4, 97) if ud.lookup(ud.name(chr(cp))) == chr(cp)))
# argument errors
show(ud.name, "ab")
show(ud.name, "")
show(ud.name, 5)
show(ud.name)
show(ud.name, "a", None, 3)
show(ud.lookup, 5)
show(ud.lookup)
show(ud.lookup, "A", "B")
try:
    ud.name(chr="a")
except TypeError as e:
    print(e)
