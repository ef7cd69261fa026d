# Sliding window: longest substring without repeats, min window substring, max sum of k
from collections import Counter


def longest_unique(s):
    last, start, best = {}, 0, (0, 0)
    for i, ch in enumerate(s):
        if ch in last and last[ch] >= start:
            start = last[ch] + 1
        last[ch] = i
        if i + 1 - start > best[1] - best[0]:
            best = (start, i + 1)
    return s[best[0]:best[1]]


def min_window(s, t):
    need, missing = Counter(t), len(t)
    left = 0
    best = None
    for right, ch in enumerate(s, 1):
        if need[ch] > 0:
            missing -= 1
        need[ch] -= 1
        if missing == 0:
            while need[s[left]] < 0:
                need[s[left]] += 1
                left += 1
            if best is None or right - left < best[1] - best[0]:
                best = (left, right)
            need[s[left]] += 1
            missing += 1
            left += 1
    return s[best[0]:best[1]] if best else ""


def max_sum_k(a, k):
    window = sum(a[:k])
    best, at = window, 0
    for i in range(k, len(a)):
        window += a[i] - a[i - k]
        if window > best:
            best, at = window, i - k + 1
    return best, a[at:at + k]


def count_anagrams(text, pat):
    k, want = len(pat), Counter(pat)
    win = Counter(text[:k])
    hits = [0] if win == want else []
    for i in range(k, len(text)):
        win[text[i]] += 1
        win[text[i - k]] -= 1
        if win[text[i - k]] == 0:
            del win[text[i - k]]
        if win == want:
            hits.append(i - k + 1)
    return hits


for s in ["abcabcbb", "bbbbb", "pwwkew", "", "dvdf", "abcdefg"]:
    print(repr(s), repr(longest_unique(s)))
print(min_window("ADOBECODEBANC", "ABC"), repr(min_window("a", "aa")), min_window("aa", "aa"))
print(max_sum_k([1, 4, 2, 10, 23, 3, 1, 0, 20], 4), max_sum_k([-1, -2, -3], 2))
print(count_anagrams("cbaebabacd", "abc"), count_anagrams("abab", "ab"))
