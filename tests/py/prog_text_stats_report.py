# A text statistics report: lines, words, characters, averages, longest line, and letter ratio.
TEXT = """It is a truth universally acknowledged, that a single man in possession
of a good fortune, must be in want of a wife.

However little known the feelings or views of such a man may be on his
first entering a neighbourhood, this truth is so well fixed in the minds
of the surrounding families, that he is considered the rightful property
of some one or other of their daughters."""

lines = TEXT.splitlines()
nonblank = [l for l in lines if l.strip()]
words = TEXT.split()
letters = sum(c.isalpha() for c in TEXT)
paragraphs = [p for p in TEXT.split("\n\n") if p.strip()]
stats = {
    "lines": len(lines), "non-blank lines": len(nonblank), "paragraphs": len(paragraphs),
    "words": len(words), "characters": len(TEXT), "letters": letters,
    "avg words/line": round(len(words) / len(nonblank), 2),
    "avg word length": round(sum(len(w.strip(".,")) for w in words) / len(words), 2),
    "letter ratio": f"{letters / len(TEXT):.1%}",
}
w = max(map(len, stats))
for k, v in stats.items():
    print(f"{k.capitalize():<{w}} : {v}")
longest = max(lines, key=len)
print(f"Longest line ({len(longest)} chars): {longest[:40]}...")
print("Words per paragraph:", [len(p.split()) for p in paragraphs])
