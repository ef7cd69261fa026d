from itertools import groupby
import re
def rle(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))
def unrle(s):
    return "".join(ch * int(n) for n, ch in re.findall(r"(\d+)(\D)", s))
for s in ["", "a", "aaabbbcccd", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abcabc"]:
    e = rle(s)
    print(repr(s[:20]), e, unrle(e) == s)
def is_pal(s):
    t = [c.lower() for c in s if c.isalnum()]
    return t == t[::-1]
for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon", "Was it a car or a cat I saw?", "ab"]:
    print(f"{s!r:35} {is_pal(s)}")
def longest_pal(s):
    best = ""
    for i in range(len(s)):
        for j in (i, i + 1):
            lo, hi = i, j
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo -= 1; hi += 1
            if hi - lo - 1 > len(best):
                best = s[lo + 1:hi]
    return best
print([longest_pal(s) for s in ["babad", "cbbd", "forgeeksskeegfor", "a", "abacdfgdcaba"]])
print([n for n in range(10, 200) if str(n) == str(n)[::-1] and str(n * n) == str(n * n)[::-1]])
def anagram_groups(words):
    groups = {}
    for w in words:
        groups.setdefault("".join(sorted(w.lower())), []).append(w)
    return [g for g in groups.values() if len(g) > 1]
print(anagram_groups(["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "Inlets"]))
print(sorted("hello world"), "".join(sorted("hello", reverse=True)), sorted("bBaA"), sorted("bBaA", key=str.lower))
