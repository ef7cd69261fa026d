# Accent- and case-insensitive search: normalise both text and query, then map hits back to the original.
import unicodedata

def fold_with_map(text):
    folded, index = [], []
    for i, ch in enumerate(text):
        for c in unicodedata.normalize("NFKD", ch):
            if unicodedata.combining(c):
                continue
            for f in c.casefold():
                folded.append(f)
                index.append(i)
    return "".join(folded), index

def search(text, query):
    ft, idx = fold_with_map(text)
    fq, _ = fold_with_map(query)
    hits, start = [], 0
    while (pos := ft.find(fq, start)) != -1:
        a, b = idx[pos], idx[pos + len(fq) - 1] + 1
        hits.append((a, text[a:b]))
        start = pos + 1
    return hits

TEXT = "Crème brûlée at the Café Müller; CAFE opens at 9. Straße and STRASSE. ﬁne ﬁnish."
for q in ["cafe", "creme", "strasse", "fine", "MULLER", "xyz"]:
    print(f"{q!r:10} -> {search(TEXT, q)}")
