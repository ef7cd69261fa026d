# Word break: can a string be segmented, and all segmentations
from functools import lru_cache

DICT = {"apple", "pen", "applepen", "pine", "pineapple", "cats", "dog", "sand", "and", "cat"}


def can_break(s, words=DICT):
    ok = [True] + [False] * len(s)
    for i in range(1, len(s) + 1):
        ok[i] = any(ok[j] and s[j:i] in words for j in range(i))
    return ok[-1]


def all_breaks(s, words=frozenset(DICT)):
    @lru_cache(None)
    def go(start):
        if start == len(s):
            return [[]]
        out = []
        for end in range(start + 1, len(s) + 1):
            w = s[start:end]
            if w in words:
                for rest in go(end):
                    out.append([w] + rest)
        return out

    return [" ".join(p) for p in go(0)]


for s in ["pineapplepenapple", "catsanddog", "catsandog", "applepenapple", "", "dogdogdog"]:
    print(repr(s), can_break(s))
    for sentence in sorted(all_breaks(s)):
        print("   ", sentence)
