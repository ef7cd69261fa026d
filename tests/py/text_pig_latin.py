VOWELS = "aeiou"
def pig(word):
    lead = ""
    core = word
    trail = ""
    while core and not core[-1].isalpha():
        trail = core[-1] + trail
        core = core[:-1]
    if not core:
        return word
    cap = core[0].isupper()
    low = core.lower()
    if low[0] in VOWELS:
        out = low + "way"
    else:
        i = 0
        while i < len(low) and low[i] not in VOWELS and not (low[i] == "u" and i and low[i - 1] == "q"):
            i += 1
        if low[i - 1:i + 1] == "qu":
            i += 1
        out = low[i:] + low[:i] + "ay"
    if cap:
        out = out.capitalize()
    return lead + out + trail
s = "The quick brown fox jumps over the lazy dog. Squeal! Rhythm, apple; Queen?"
print(" ".join(pig(w) for w in s.split()))
print([pig(w) for w in ["string", "eat", "yellow", "xray", "my", "quiet", "square", "a", "123"]])
