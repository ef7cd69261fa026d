# Group anagrams and find palindromes
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "god", "bird", "level", "Racecar"]
groups = {}
for w in words:
    key = "".join(sorted(w.lower()))
    groups.setdefault(key, []).append(w)
for key, group in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    print(key, group)
anagram_sets = [g for g in groups.values() if len(g) > 1]
print(len(anagram_sets), "groups with anagrams")
def is_anagram(a, b):
    count = {}
    for ch in a:
        count[ch] = count.get(ch, 0) + 1
    for ch in b:
        count[ch] = count.get(ch, 0) - 1
    return all(v == 0 for v in count.values())
print(is_anagram("listen", "silent"), is_anagram("abc", "abd"), is_anagram("aab", "abb"))
def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]
for s in ["level", "Racecar", "A man, a plan, a canal: Panama", "hello", ""]:
    print(repr(s), is_palindrome(s))
