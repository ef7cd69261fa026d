# Character frequency histogram with bars, letters only, case-insensitive.
from collections import Counter

def char_histogram(text, width=30):
    counts = Counter(ch for ch in text.lower() if ch.isalpha())
    if not counts:
        print("(no letters)")
        return
    peak = max(counts.values())
    for ch, n in sorted(counts.items()):
        bar = "#" * max(1, round(n / peak * width))
        print(f"{ch} | {bar:<{width}} | {n:3d}")

samples = [
    "Hello, World!",
    "Mississippi river",
    "1234 !!!",
]
for s in samples:
    print(f"== {s!r} ==")
    char_histogram(s, width=20)
    print()

vowels = Counter(c for c in "Programming in Python is fun" .lower() if c in "aeiou")
print("Vowels:", dict(sorted(vowels.items())))
print("Most common:", vowels.most_common(2))
