# Palindromes and anagrams: normalised checks, longest palindromic substring, anagram groups.
import re
from collections import defaultdict

def normalize(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())

def is_palindrome(s):
    t = normalize(s)
    return t == t[::-1]

def longest_palindrome(s):
    best = ""
    for center in range(2 * len(s) - 1):
        lo, hi = center // 2, center // 2 + center % 2
        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
            lo -= 1
            hi += 1
        if hi - lo - 1 > len(best):
            best = s[lo + 1:hi]
    return best

def anagram_groups(words):
    groups = defaultdict(list)
    for w in words:
        groups["".join(sorted(w.lower()))].append(w)
    return [sorted(g) for g in groups.values() if len(g) > 1]

phrases = ["A man, a plan, a canal: Panama", "racecar", "hello", "Was it a car or a cat I saw?",
           "No 'x' in Nixon", "", "ab", "12321"]
for p in phrases:
    print(f"{p!r:34} palindrome={is_palindrome(p)}")
for s in ["babad", "cbbd", "forgeeksskeegfor", "a", "abacdfgdcaba"]:
    print(f"longest in {s!r}: {longest_palindrome(s)!r}")
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "Inlets"]
for g in sorted(anagram_groups(words)):
    print("anagrams:", ", ".join(g))
print(sorted("listen") == sorted("silent"), sorted("abc") == sorted("abd"))
print([w for w in ["level", "noon", "python", "deified", "civic"] if w == w[::-1]])
print(sum(1 for i in range(1, 200) if str(i) == str(i)[::-1]), "numeric palindromes below 200")
