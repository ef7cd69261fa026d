# Word-level text transformations: pig latin, reversing words, acronyms, vowel removal, censoring.
import re

def pig_latin(word):
    m = re.match(r"([^aeiouAEIOU]*)(\w*)", word)
    head, rest = m.groups()
    if not head:
        return word + "way"
    out = rest + head.lower() + "ay"
    return out.capitalize() if word[0].isupper() else out

def transform(text, fn):
    return re.sub(r"[A-Za-z]+", lambda m: fn(m.group()), text)

def acronym(phrase):
    return "".join(w[0].upper() for w in re.findall(r"[A-Za-z]+", phrase) if w.lower() not in {"of", "and", "the"})

def censor(text, bad):
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, bad)) + r")\b", re.I)
    return pattern.sub(lambda m: m.group()[0] + "*" * (len(m.group()) - 1), text)

s = "Hello world, this is Python string fun!"
print(transform(s, pig_latin))
print(" ".join(w[::-1] for w in s.split()))
print(" ".join(reversed(s.split())))
print(re.sub(r"[aeiou]", "", s, flags=re.I))
print(acronym("Portable Network Graphics"), acronym("Bureau of Investigation and the Law"), acronym("as soon as possible"))
print(censor("Darn it, this DARN heck of a darned thing", ["darn", "heck"]))
print(s.title().swapcase(), "".join(c for i, c in enumerate(s) if i % 2 == 0))
