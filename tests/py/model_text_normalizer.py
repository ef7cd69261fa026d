# Normalise messy user text: smart quotes, dashes, whitespace, zero-width chars, full-width forms.
import re
import unicodedata

REPLACE = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "--",
                         "\u2026": "...", "\u00a0": " ", "\u200b": None, "\ufeff": None})

def normalize(text):
    text = unicodedata.normalize("NFKC", text)
    text = text.translate(REPLACE)
    text = re.sub(r"[ \t]+", " ", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return "\n".join(line.strip() for line in text.strip().splitlines())

samples = ["\ufeff“Smart quotes” and ‘single’ — dashes – here…",
           "Ｆｕｌｌ－ｗｉｄｔｈ ＡＢＣ １２３",
           "zero\u200bwidth\u00a0space   and\ttabs",
           "line one\n\n\n\n  line two  \n"]
for s in samples:
    out = normalize(s)
    print(f"{s!r}\n  -> {out!r} ({len(s)} -> {len(out)} chars)")
