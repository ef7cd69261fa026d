# Split text into sentences, handling abbreviations, decimals, quotes and ellipses.
import re

ABBREV = {"dr", "mr", "mrs", "ms", "e.g", "i.e", "etc", "vs", "st", "no"}

def sentences(text):
    parts, start = [], 0
    for m in re.finditer(r"[.!?]+[\"')]*(?=\s+|$)", text):
        end = m.end()
        before = text[start:m.start()].split()
        last = before[-1].lower().rstrip(".") if before else ""
        if m.group().startswith(".") and last in ABBREV:
            continue
        if re.search(r"\d$", text[:m.start()]) and re.match(r"\.\d", text[m.start():]):
            continue
        parts.append(text[start:end].strip())
        start = end
    rest = text[start:].strip()
    if rest:
        parts.append(rest)
    return parts

TEXT = ('Dr. Smith arrived at 3.30 p.m. on St. Patrick\'s day. He said "Hello!" Then he left... '
        'Was it e.g. a test? No. It cost $4.50 vs. $5 etc. and that was that')
for i, s in enumerate(sentences(TEXT), 1):
    print(f"{i}: {s}")
