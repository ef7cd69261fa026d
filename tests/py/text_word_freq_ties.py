from collections import Counter
import string
text = """The quick brown fox jumps over the lazy dog. The dog barks; the fox runs!
A fox, a dog, and a cat walk into a bar. The bar is closed. Is it? It is."""
words = [w.strip(string.punctuation).lower() for w in text.split()]
words = [w for w in words if w]
c = Counter(words)
print(c.most_common(5))
print(c.most_common()[-5:])
print(sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))[:8])
print(c["zebra"], c.get("zebra"), len(c), sum(c.values()), c.total())
c2 = Counter("mississippi")
print(c2, c2.most_common(2), list(c2.elements()))
print(c2 - Counter("miss"), c2 + Counter("ppp"), c2 & Counter("sip"), c2 | Counter("zzz"))
c2.subtract("ssss")
print(c2, +c2, -c2)
c3 = Counter({"a": 3, "b": -1, "c": 0})
print(c3, repr(c3), str(c3), dict(c3))
c3.update(["a", "b", "b"])
c3.update({"c": 5})
print(c3.most_common(), c3 == Counter(a=4, b=1, c=5))
letters = Counter(ch for ch in text.lower() if ch.isalpha())
for ch, n in letters.most_common(6):
    print(f"{ch}: {'#' * n} ({n})")
print(Counter(len(w) for w in words).most_common())
