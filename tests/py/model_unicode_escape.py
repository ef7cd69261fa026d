# Escaping text for different targets: repr/ascii, JSON, unicode_escape-like by hand, HTML, regex.
import html
import json
import re

samples = ["plain", "tab\tnew\nline", "quote\"s and 'apostrophes'", "naïve ☃ 😀", "back\\slash", "\x00\x1f\x7f"]

def c_escape(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch in '\\"':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif 32 <= o < 127:
            out.append(ch)
        elif o < 0x10000:
            out.append(f"\\u{o:04x}")
        else:
            out.append(f"\\U{o:08x}")
    return '"' + "".join(out) + '"'

for s in samples:
    print(repr(s), ascii(s), json.dumps(s), json.dumps(s, ensure_ascii=False), c_escape(s), html.escape(s), re.escape(s), sep="  ")
print("naïve ☃".encode("unicode_escape") if False else "", "\u00e9" == "é", "\N{LATIN SMALL LETTER E WITH ACUTE}", "\x41\101\u0041")
