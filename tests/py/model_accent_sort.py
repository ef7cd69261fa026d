# Sorting names with accents and case: naive, casefold, accent-insensitive keys, and grouping by letter.
import unicodedata
from itertools import groupby

names = ["Émile", "eve", "Zoë", "Åsa", "adam", "Óscar", "Ana", "élodie", "Zack", "Ölaf", "bob", "Bärbel"]

def fold(s):
    decomposed = unicodedata.normalize("NFKD", s)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()

print("naive:    ", sorted(names))
print("casefold: ", sorted(names, key=str.casefold))
print("folded:   ", sorted(names, key=lambda n: (fold(n), n)))
for letter, group in groupby(sorted(names, key=fold), key=lambda n: fold(n)[0].upper()):
    print(f"  {letter}: {', '.join(group)}")
print(fold("Ærøskøbing Straße"), "ß".casefold(), "ǅ".casefold(), "ﬁ".casefold())
print(unicodedata.normalize("NFC", "A\u030a") == "Å", len(unicodedata.normalize("NFD", "Åsa")))
