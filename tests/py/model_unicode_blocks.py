# Group characters of a multilingual string by script-ish block using unicodedata names.
import unicodedata
from collections import defaultdict

TEXT = "Hello Привет γειά 你好 こんにちは مرحبا שלום 123 ½ €"

def script_of(ch):
    if ch.isspace():
        return None
    name = unicodedata.name(ch, "UNKNOWN")
    first = name.split()[0]
    if first in ("LATIN", "CYRILLIC", "GREEK", "HEBREW", "ARABIC", "HIRAGANA", "KATAKANA"):
        return first.title()
    if first == "CJK":
        return "Han"
    if unicodedata.category(ch).startswith("N"):
        return "Number"
    return "Symbol"

groups = defaultdict(list)
for ch in TEXT:
    s = script_of(ch)
    if s:
        groups[s].append(ch)
for script, chars in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    print(f"{script:<9}{len(chars):>3}  {''.join(chars)}")
print([unicodedata.name(c) for c in "ш€½"])
print(sum(1 for c in TEXT if unicodedata.bidirectional(c) in ("R", "AL")) if hasattr(unicodedata, "bidirectional") and False else "rtl skipped")
