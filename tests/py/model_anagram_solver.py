# Anagram solver over a small word list: exact anagrams, sub-anagrams from letters, via Counter.
from collections import Counter, defaultdict

WORDS = """stone tones notes onset seton steno least slate stale steal tales teals tesla
rat tar art arts star tsar rats listen silent tinsel enlist inlets google""".split()

by_key = defaultdict(list)
for w in WORDS:
    by_key["".join(sorted(w))].append(w)

def anagrams(word):
    return sorted(w for w in by_key["".join(sorted(word))] if w != word)

def can_make(word, letters):
    need, have = Counter(word), Counter(letters)
    return not (need - have)

for w in ["stone", "least", "star", "listen", "google", "python"]:
    print(f"{w:<8} {anagrams(w)}")
letters = "tsaretl"
makeable = sorted((w for w in WORDS if can_make(w, letters)), key=lambda w: (-len(w), w))
print(f"from {letters!r}:", makeable)
biggest = max(by_key.values(), key=len)
print("largest family:", len(biggest), sorted(biggest))
