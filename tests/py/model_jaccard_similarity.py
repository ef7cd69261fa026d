# Compare documents with Jaccard similarity of word sets and character shingles; rank pairs.
import re
from itertools import combinations

DOCS = {
    "a": "The quick brown fox jumps over the lazy dog",
    "b": "A quick brown dog jumps over the lazy fox",
    "c": "Python is a great language for text processing",
    "d": "Text processing in Python is great",
}

def words(s):
    return set(re.findall(r"\w+", s.lower()))

def shingles(s, k=3):
    s = re.sub(r"\s+", " ", s.lower())
    return {s[i:i + k] for i in range(len(s) - k + 1)}

def jaccard(x, y):
    return len(x & y) / len(x | y) if x | y else 1.0

pairs = []
for (n1, d1), (n2, d2) in combinations(DOCS.items(), 2):
    pairs.append((jaccard(words(d1), words(d2)), jaccard(shingles(d1), shingles(d2)), n1, n2))
for wj, sj, n1, n2 in sorted(pairs, reverse=True):
    print(f"{n1}-{n2}: words={wj:.3f} shingles={sj:.3f}")
print(sorted(words(DOCS["a"]) & words(DOCS["b"])))
print(sorted(words(DOCS["c"]) ^ words(DOCS["d"])))
