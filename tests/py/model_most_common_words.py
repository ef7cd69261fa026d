# Top-N words excluding stop words, with bigrams and a per-sentence breakdown.
import re
from collections import Counter

TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity.
It was the season of Light, it was the season of Darkness."""
STOP = {"it", "was", "the", "of", "a", "and"}

words = re.findall(r"\b\w+\b", TEXT.lower())
content = [w for w in words if w not in STOP]
counts = Counter(content)
print(f"{len(words)} words, {len(content)} content words, {len(counts)} distinct")
for word, n in counts.most_common(6):
    print(f"  {word:<12} {n}  {'█' * n}")
bigrams = Counter(zip(words, words[1:]))
print("top bigrams:", [" ".join(b) + f" ({n})" for b, n in bigrams.most_common(3)])
sentences = [s.strip() for s in re.split(r"[.!?]", TEXT) if s.strip()]
for i, s in enumerate(sentences, 1):
    ws = re.findall(r"\w+", s)
    print(f"sentence {i}: {len(ws)} words, longest={max(ws, key=len)!r}, commas={s.count(',')}")
ties = sorted(w for w, n in counts.items() if n == 2)
print("appear twice:", ties)
print("avg word length:", round(sum(map(len, words)) / len(words), 3))
