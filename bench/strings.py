# string building, splitting and joining
words = []
for i in range(200000):
    words.append("w" + str(i % 1000))
text = " ".join(words)
parts = text.split(" ")
counts = {}
for p in parts:
    counts[p] = counts.get(p, 0) + 1
print(len(parts), len(counts), counts["w7"], text.upper()[:12])
