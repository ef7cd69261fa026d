art = [
    "....##....",
    "...####...",
    "..######..",
    ".########.",
    "....##....",
]
def encode_row(row):
    out, prev, n = [], row[0], 0
    for ch in row:
        if ch == prev:
            n += 1
        else:
            out.append((prev, n))
            prev, n = ch, 1
    out.append((prev, n))
    return out
enc = [encode_row(r) for r in art]
for r, e in zip(art, enc):
    print(r, "".join(f"{n}{c}" for c, n in e), sum(n for _, n in e))
decoded = ["".join(c * n for c, n in e) for e in enc]
print(decoded == art)
flipped = [r[::-1] for r in art[::-1]]
print("\n".join(flipped))
rot = ["".join(r[i] for r in reversed(art)) for i in range(len(art[0]))]
print("\n".join(rot))
filled = sum(r.count("#") for r in art)
print(filled, f"{filled / (len(art) * len(art[0])):.1%}")
