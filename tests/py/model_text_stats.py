# a model-style program: text statistics and a word frequency report
import string
from collections import Counter
text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity."""
words = [w.strip(string.punctuation).lower() for w in text.split()]
freq = Counter(words)
print(len(words), len(freq), freq.most_common(4))
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:6])
longest = max(words, key=len)
print(longest, len(longest), sum(len(w) for w in words) / len(words))
sentences = [s.strip() for s in text.replace("\n", " ").split(",") if s.strip()]
print(len(sentences), sentences[0], sentences[-1][:20])
caps = " ".join(w.capitalize() for w in "hello big wide world".split())
print(caps, caps.swapcase(), caps[::-1], caps.count("o"), caps.index("Big"))
vowels = sum(1 for c in text.lower() if c in "aeiou")
print(vowels, {c: text.lower().count(c) for c in "aeiou"})
table = str.maketrans("aeiou", "AEIOU")
print("programming is fun".translate(table), "a-b-c".split("-", 1), "x=1;y=2".split(";"))
print(" | ".join(f"{w:>6}" for w in ["one", "three", "fifteen"]))
print(f"{'Word':<10}{'Count':>5}")
for w, c in freq.most_common(3):
    print(f"{w:<10}{c:>5}")
print(string.ascii_lowercase[:5], string.digits, string.capwords("the quick  brown"))
