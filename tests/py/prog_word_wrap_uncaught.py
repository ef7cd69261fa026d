# A greedy word-wrapper that refuses words longer than the width, ending in an uncaught error.
class WrapError(ValueError):
    pass

def wrap(text, width):
    lines, current = [], ""
    for word in text.split():
        if len(word) > width:
            raise WrapError(f"word {word!r} is longer than width {width}")
        if not current:
            current = word
        elif len(current) + 1 + len(word) <= width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines

sample = "The quick brown fox jumps over the lazy dog and keeps running far away"
for w in (10, 16, 25):
    print(f"width {w}:")
    for line in wrap(sample, w):
        print(f"  |{line:<{w}}|")
print(wrap("", 5))
print(wrap("supercalifragilistic is long", 12))
