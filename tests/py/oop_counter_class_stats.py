# word statistics class over a text: Counter, most_common, properties, __getitem__ delegation
from collections import Counter
import re

class TextStats:
    def __init__(self, text):
        self.text = text
        self.words = re.findall(r"[a-z']+", text.lower())
        self.counts = Counter(self.words)

    def __getitem__(self, word):
        return self.counts[word.lower()]

    def __len__(self):
        return len(self.words)

    @property
    def vocabulary(self):
        return len(self.counts)

    @property
    def longest(self):
        return max(self.counts, key=lambda w: (len(w), w))

    def top(self, n=3):
        return sorted(self.counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]

    def sentences(self):
        return [s.strip() for s in re.split(r"[.!?]+", self.text) if s.strip()]

ts = TextStats("The cat sat. The cat ran! A dog sat on the mat? It's the dog's mat.")
print(len(ts), ts.vocabulary, ts.longest, ts["THE"], ts["zebra"])
print(ts.top(), ts.top(5)[-1])
print(ts.sentences(), len(ts.sentences()))
print(sorted(w for w, c in ts.counts.items() if c == 1))
print(ts.counts.most_common(1), sum(ts.counts.values()) == len(ts))
