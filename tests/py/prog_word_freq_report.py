# Word frequency report: normalise, count with a dict, print the top words as a table.
import re

TEXT = """The quick brown fox jumps over the lazy dog. The dog barks;
the fox runs away! A quick brown dog? Yes -- the quick brown dog."""

def word_frequencies(text):
    words = re.findall(r"[a-z']+", text.lower())
    freq = {}
    for w in words:
        freq[w] = freq.get(w, 0) + 1
    return freq

def report(freq, top=8):
    total = sum(freq.values())
    items = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
    print(f"{'Rank':<5}{'Word':<10}{'Count':>6}{'Share':>9}")
    print("-" * 30)
    for rank, (word, count) in enumerate(items[:top], start=1):
        print(f"{rank:<5}{word:<10}{count:>6}{count / total:>9.1%}")
    print("-" * 30)
    print(f"{'Total words:':<15}{total:>15}")
    print(f"{'Unique words:':<15}{len(freq):>15}")

if __name__ == "__main__":
    freq = word_frequencies(TEXT)
    report(freq)
    longest = max(freq, key=lambda w: (len(w), w))
    print("Longest word:", longest)
    print("Words seen once:", ", ".join(sorted(w for w, c in freq.items() if c == 1)))
