# word frequencies in a generated text, counted with plain dicts
import random

VOCAB = ("the quick brown fox jumps over lazy dog and a an of to in is it that was for on are "
         "with as his they be at one have this from or had by hot word but what some we can out "
         "other were all there when up use your how said each she which do their time if will "
         "way about many then them write would like so these her long make thing see him two").split()


def make_text(n_words, rng):
    words = []
    for i in range(n_words):
        w = rng.choice(VOCAB)
        if i % 17 == 0:
            w = w.capitalize()
        if i % 11 == 0:
            w += ","
        elif i % 23 == 0:
            w += "."
        words.append(w)
    return " ".join(words)


def count_words(text):
    counts = {}
    for raw in text.split():
        word = raw.strip(".,;:!?").lower()
        if word:
            counts[word] = counts.get(word, 0) + 1
    return counts


def main():
    rng = random.Random(7)
    text = make_text(320_000, rng)
    counts = count_words(text)
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:8]
    print(f"{len(text.split())} words, {len(counts)} distinct")
    for word, n in top:
        print(f"{word:>6} {n}")
    by_length = {}
    for word, n in counts.items():
        by_length[len(word)] = by_length.get(len(word), 0) + n
    print("by length:", sorted(by_length.items()))


if __name__ == "__main__":
    main()
