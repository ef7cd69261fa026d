text = ("It was the best of times, it was the worst of times, it was the age of wisdom, "
        "it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity.")
def wrap(words, width):
    lines, cur = [], ""
    for w in words:
        if not cur:
            cur = w
        elif len(cur) + 1 + len(w) <= width:
            cur += " " + w
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines
lines = wrap(text.split(), 28)
for i, l in enumerate(lines, 1):
    print(f"{i:02d} |{l:<28}| {len(l):>2}")
half = (len(lines) + 1) // 2
left, right = lines[:half], lines[half:]
for a, b in zip(left, right + [""] * (len(left) - len(right))):
    print(f"{a:<30}{b}")
words = text.replace(",", "").replace(".", "").lower().split()
longest = max(words, key=len)
print(longest, len(words), len(set(words)), sorted(set(words), key=lambda w: (-words.count(w), w))[:5])
