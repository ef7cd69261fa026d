# chained method calls on strings, as in typical cleaning code
raw = "  Hello, World! This is   A TEST.  "
clean = raw.strip().lower().replace(",", "").replace("!", "").replace(".", "")
print(repr(clean))
words = clean.split()
print(words, len(words))
print(" ".join(w.capitalize() for w in words))
print("_".join(words).upper())
slug = "-".join(raw.lower().split()).strip("-.!")
print(slug)
title = "the quick brown fox"
print(title.title().center(30, "="))
print(title[::-1].upper().split()[0])
print(",".join(sorted(set(title.replace(" ", ""))))[:11])
acronym = "".join(w[0] for w in "portable network graphics".split()).upper()
print(acronym)
camel = "get_user_name"
parts = camel.split("_")
print(parts[0] + "".join(p.title() for p in parts[1:]))
snake = "".join("_" + c.lower() if c.isupper() else c for c in "getUserName")
print(snake)
print("Hello".ljust(8, ".").upper().replace("L", "l"))
