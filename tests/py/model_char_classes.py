# Classify characters of strings: letters, digits, spaces, punctuation, upper/lower, non-ASCII.
import string
import unicodedata

def classify(s):
    stats = dict.fromkeys(["upper", "lower", "digit", "space", "punct", "other", "non_ascii"], 0)
    for ch in s:
        if not ch.isascii():
            stats["non_ascii"] += 1
        if ch.isupper():
            stats["upper"] += 1
        elif ch.islower():
            stats["lower"] += 1
        elif ch.isdigit():
            stats["digit"] += 1
        elif ch.isspace():
            stats["space"] += 1
        elif ch in string.punctuation or unicodedata.category(ch).startswith("P"):
            stats["punct"] += 1
        else:
            stats["other"] += 1
    return stats

samples = ["Hello, World! 123", "ÀÉÎõü ß — ¿qué?", "tab\tnew\nline", "₹500 + €20 = ?", "ΑΒΓ αβγ", ""]
for s in samples:
    st = classify(s)
    print(f"{s!r:24} " + " ".join(f"{k}={v}" for k, v in st.items() if v))
print([c for c in "a1_ -é" if c.isidentifier()], "_x1".isidentifier(), "1x".isidentifier(), "print".isidentifier())
print("ǈ".isupper(), "ǈ".islower(), "ǈ".istitle(), "ⅷ".isnumeric(), "ⅷ".isdigit(), "٣".isdecimal())
print("".join(sorted(set("hello world"))), sorted("Hello World", key=str.lower))
print(string.capwords("hello   wide world"), string.capwords("a-b c-d", "-"))
print([ch for ch in string.printable if not ch.isprintable()])
