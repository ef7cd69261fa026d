# Display widths for mixed-script text (East Asian wide chars, combining marks) and aligned columns.
import unicodedata

def display_width(s):
    w = 0
    for ch in s:
        if unicodedata.combining(ch):
            continue
        w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w

def pad(s, width):
    return s + " " * max(0, width - display_width(s))

rows = [("English", "Hello"), ("日本語", "こんにちは"), ("Français", "Bonjour"), ("한국어", "안녕하세요"),
        ("Combining", "e\u0301te\u0301"), ("Full-width", "ＡＢＣ")]
for name, greet in rows:
    print(f"{pad(name, 12)}| {pad(greet, 12)}| len={len(greet)} width={display_width(greet)}")
for ch in "aＡ日\u0301€ｱ":
    print(f"U+{ord(ch):04X} eaw={unicodedata.east_asian_width(ch)} comb={unicodedata.combining(ch)} cat={unicodedata.category(ch)}")
print(unicodedata.decimal("٣"), unicodedata.digit("③", None), unicodedata.mirrored("("), unicodedata.decomposition("é"))
print(unicodedata.normalize("NFKD", "ﬀ") == "ff", unicodedata.is_normalized("NFC", "é"), unicodedata.unidata_version >= "13")
