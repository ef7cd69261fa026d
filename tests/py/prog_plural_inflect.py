# Pluralise English nouns with rules and exceptions, and format counts ("1 file", "3 files").
import re

IRREGULAR = {"person": "people", "child": "children", "mouse": "mice", "goose": "geese", "man": "men", "tooth": "teeth"}
UNCOUNTABLE = {"sheep", "fish", "series", "species", "information", "rice"}
RULES = [(r"(quiz)$", r"\1zes"), (r"(matr|vert|ind)(ix|ex)$", r"\1ices"), (r"(x|ch|ss|sh)$", r"\1es"),
         (r"([^aeiouy])y$", r"\1ies"), (r"(?:([^f])fe|([lr])f)$", r"\1\2ves"), (r"(bu|mis|ga)s$", r"\1ses"),
         (r"([^aeiou])o$", r"\1oes"), (r"$", "s")]

def plural(word):
    low = word.lower()
    if low in UNCOUNTABLE:
        return word
    if low in IRREGULAR:
        p = IRREGULAR[low]
        return p.capitalize() if word[0].isupper() else p
    for pat, rep in RULES:
        if re.search(pat, word, re.I):
            return re.sub(pat, rep, word, count=1, flags=re.I)

def count(n, word):
    return f"{n:,} {word if n == 1 else plural(word)}"

for w in ["cat", "box", "city", "knife", "wolf", "bus", "potato", "quiz", "matrix", "Person", "sheep", "day", "church", "photo"]:
    print(f"{w:<8} -> {plural(w)}")
print(", ".join(count(n, w) for n, w in [(1, "file"), (0, "file"), (3, "child"), (2, "mouse"), (1500, "entry")]))
