# cpython: same
# benign control: a word-count program of the kind models write
text = """It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness"""
import re
from collections import Counter
words = re.findall(r"[a-z]+", text.lower())
c = Counter(words)
for w_, n in c.most_common(4):
    print(f"{w_:>8} {n}")
print(len(words), len(c))
