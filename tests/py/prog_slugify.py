# Slugify titles: strip accents via unicodedata, lowercase, collapse separators, limit length.
import re
import unicodedata

def slugify(text, max_len=40, sep="-"):
    norm = unicodedata.normalize("NFKD", text)
    ascii_text = norm.encode("ascii", "ignore").decode("ascii")
    ascii_text = ascii_text.lower()
    ascii_text = re.sub(r"[^a-z0-9]+", sep, ascii_text).strip(sep)
    if len(ascii_text) > max_len:
        cut = ascii_text[:max_len]
        if sep in cut:
            cut = cut[: cut.rindex(sep)]
        ascii_text = cut
    return ascii_text

def unique_slugs(titles):
    seen = {}
    for t in titles:
        base = slugify(t)
        n = seen.get(base, 0)
        seen[base] = n + 1
        yield base if n == 0 else f"{base}-{n + 1}"

titles = [
    "Hello, World!",
    "  Crème Brûlée: A Recipe  ",
    "Python 3.11 -- What's New?",
    "Ünïcödé ßtraße café",
    "Hello World",
    "hello---world",
    "A very long title that goes on and on and on beyond the limit",
    "日本語 text",
    "!!!",
]
for t in titles:
    print(f"{t!r:<66} -> {slugify(t)!r}")
print(list(unique_slugs(titles[:1] + titles[4:6])))
print(slugify("Snake Case Please", sep="_"))
