# Word frequency counter, as a model would write it
text = """The quick brown fox jumps over the lazy dog. The dog barks; the fox runs!
A quick brown dog? Yes, a quick brown dog, and the fox."""

def clean_word(word):
    return "".join(ch for ch in word.lower() if ch.isalnum())

def word_frequencies(text):
    freq = {}
    for raw in text.split():
        word = clean_word(raw)
        if not word:
            continue
        freq[word] = freq.get(word, 0) + 1
    return freq

freq = word_frequencies(text)
print(f"Total words: {sum(freq.values())}")
print(f"Unique words: {len(freq)}")
top = sorted(freq.items(), key=lambda item: (-item[1], item[0]))[:5]
print("Top 5 words:")
for rank, (word, count) in enumerate(top, start=1):
    print(f"{rank:>2}. {word:<8} {count:>3} {'*' * count}")
longest = max(freq, key=len)
print("Longest word:", longest)
by_length = {}
for word in freq:
    by_length.setdefault(len(word), []).append(word)
for length in sorted(by_length):
    print(length, sorted(by_length[length]))
singles = [w for w, c in freq.items() if c == 1]
print("Words seen once:", sorted(singles))
