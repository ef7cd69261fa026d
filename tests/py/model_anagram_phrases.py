# Check whether phrases are anagrams ignoring case, spaces and punctuation; show letter differences.
from collections import Counter
import re

def letters(s):
    return Counter(re.sub(r"[^a-z]", "", s.lower()))

PAIRS = [("Dormitory", "Dirty room"), ("The eyes", "They see"), ("Astronomer", "Moon starer"),
         ("Hello, World!", "World hello"), ("Listen", "Silentt"), ("Conversation", "Voices rant on")]
for a, b in PAIRS:
    ca, cb = letters(a), letters(b)
    if ca == cb:
        print(f"{a!r} <-> {b!r}: anagrams ({sum(ca.values())} letters)")
    else:
        extra_a, extra_b = ca - cb, cb - ca
        print(f"{a!r} <-> {b!r}: no; only left {dict(sorted(extra_a.items()))}, only right {dict(sorted(extra_b.items()))}")
