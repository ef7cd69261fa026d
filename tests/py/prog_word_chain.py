# Word statistics with generator pipelines: read lines, tokenize, filter, and aggregate lazily.
import re

TEXT = """To be, or not to be, that is the question:
Whether 'tis nobler in the mind to suffer
The slings and arrows of outrageous fortune,
Or to take arms against a sea of troubles"""

def lines(text):
    for n, line in enumerate(text.splitlines(), 1):
        yield n, line

def tokens(numbered):
    for n, line in numbered:
        for m in re.finditer(r"[A-Za-z']+", line):
            yield n, m.start(), m.group().lower()

def long_words(toks, min_len=6):
    return ((n, col, w) for n, col, w in toks if len(w.strip("'")) >= min_len)

for n, col, w in long_words(tokens(lines(TEXT))):
    print(f"line {n} col {col:>2}: {w}")
total = sum(1 for _ in tokens(lines(TEXT)))
uniq = len({w for _, _, w in tokens(lines(TEXT))})
print(f"{total} tokens, {uniq} unique, ratio {uniq / total:.2f}")
first_letters = "".join(w[0] for _, _, w in tokens(lines(TEXT)))
print(first_letters[:30], max(tokens(lines(TEXT)), key=lambda t: len(t[2])))
