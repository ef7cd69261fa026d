# Text statistics: sentences, words, characters, readability-ish numbers
text = """Python is a programming language. It lets you work quickly!
Does it integrate systems effectively? Yes. Many people love it; others don't."""
sentences = [s.strip() for s in text.replace("!", ".").replace("?", ".").split(".") if s.strip()]
words = [w.strip(".,!?;:").lower() for w in text.split()]
letters = [c for c in text if c.isalpha()]
print("sentences:", len(sentences))
for s in sentences:
    print(" -", s)
print("words:", len(words), "letters:", len(letters))
print(f"avg word length: {len(letters) / len(words):.3f}")
print(f"avg sentence length: {len(words) / len(sentences):.2f} words")
vowels = sum(1 for c in text.lower() if c in "aeiou")
print("vowels:", vowels, "consonants:", len(letters) - vowels)
caps = [w for w in text.split() if w[0].isupper()]
print("capitalised:", caps)
char_freq = {}
for c in text.lower():
    if c.isalpha():
        char_freq[c] = char_freq.get(c, 0) + 1
top = sorted(char_freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print("top letters:", top)
print("longest words:", sorted(set(words), key=lambda w: (-len(w), w))[:3])
print("title:", text.split(".")[0].title())
histogram = {}
for w in words:
    histogram[len(w)] = histogram.get(len(w), 0) + 1
for length in sorted(histogram):
    print(f"{length:2d} | {'#' * histogram[length]}")
