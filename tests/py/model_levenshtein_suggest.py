# "Did you mean?" suggestions with Levenshtein distance and a ratio, for misspelled commands.
from functools import lru_cache

COMMANDS = ["install", "uninstall", "list", "search", "show", "freeze", "upgrade", "download", "config"]

def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]

@lru_cache(maxsize=None)
def ratio(a, b):
    return 1 - levenshtein(a, b) / max(len(a), len(b), 1)

def suggest(word, n=2, cutoff=0.5):
    scored = sorted(((ratio(word, c), c) for c in COMMANDS), key=lambda t: (-t[0], t[1]))
    return [c for r, c in scored[:n] if r >= cutoff]

for typo in ["instal", "lsit", "serach", "upgrad", "frezee", "xyz", "config", "dowload"]:
    s = suggest(typo)
    print(f"{typo:<8} -> {', '.join(s) if s else '(no suggestion)':<22} d={levenshtein(typo, s[0]) if s else '-'}")
print(levenshtein("kitten", "sitting"), levenshtein("", "abc"), levenshtein("flaw", "lawn"), round(ratio("abc", "abd"), 3))
print(ratio.cache_info().hits >= 0)
