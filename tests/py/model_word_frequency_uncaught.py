# Word frequency with a minimum-length filter; asking for more top words than exist raises at the end.
import re
from collections import Counter

def top_words(text, n, min_len=3):
    words = [w for w in re.findall(r"[a-z']+", text.lower()) if len(w) >= min_len]
    counts = Counter(words)
    if n > len(counts):
        raise IndexError(f"asked for {n} words but only {len(counts)} distinct words qualify")
    return counts.most_common(n)

TEXT = "The rain in Spain stays mainly in the plain. The plain is plain; the rain is rain."
for n in (1, 3, 5):
    print(n, top_words(TEXT, n))
print(top_words(TEXT, 3, min_len=5))
print(top_words(TEXT, 50))
