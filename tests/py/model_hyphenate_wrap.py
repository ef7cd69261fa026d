# Wrap text to a width, hyphenating long words at syllable-ish boundaries instead of overflowing.
import re

def split_word(word, room):
    if room < 3:
        return None
    for i in range(min(room - 1, len(word) - 2), 1, -1):
        if word[i - 1] in "aeiou" and word[i] not in "aeiou":
            return word[:i] + "-", word[i:]
    return word[:room - 1] + "-", word[room - 1:]

def wrap(text, width):
    lines, cur = [], ""
    words = text.split()
    while words:
        w = words.pop(0)
        sep = " " if cur else ""
        if len(cur) + len(sep) + len(w) <= width:
            cur += sep + w
            continue
        parts = split_word(w, width - len(cur) - len(sep)) if len(w) > 6 else None
        if parts:
            cur += sep + parts[0]
            words.insert(0, parts[1])
        else:
            words.insert(0, w)
        lines.append(cur)
        cur = ""
    if cur:
        lines.append(cur)
    return lines

TEXT = "Internationalization and localization are extraordinarily important considerations for multinational applications."
for width in (20, 28):
    print(f"--- {width} ---")
    for line in wrap(TEXT, width):
        print(f"|{line:<{width}}|")
print(re.sub(r"-\n", "", "\n".join(wrap(TEXT, 20))).replace("\n", " ") == TEXT)
