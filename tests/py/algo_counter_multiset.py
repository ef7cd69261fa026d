# Counter as a multiset: arithmetic, intersections, anagram groups, top-k and elements()
from collections import Counter, defaultdict

a = Counter("mississippi")
b = Counter("missouri")
print(sorted(a.items()), sorted(b.items()))
print(sorted((a + b).items()))
print(sorted((a - b).items()))
print(sorted((a & b).items()))
print(sorted((a | b).items()))
print(a.most_common(2), a.total(), sorted(a.elements())[:6])
c = Counter(a=3, b=-1, c=0)
print(+c, -c, c["zzz"])
c.update({"a": 2, "d": 5})
c.subtract(["a", "a", "d"])
print(sorted(c.items()))
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = defaultdict(list)
for w in words:
    groups[tuple(sorted(w))].append(w)
for key in sorted(groups):
    print("".join(key), groups[key])


def can_build(note, magazine):
    return not (Counter(note) - Counter(magazine))


print(can_build("aab", "baa"), can_build("aabbc", "abcab"), can_build("aaa", "aab"))
votes = Counter(["red", "blue", "red", "green", "blue", "red", "green", "green", "green"])
winner, count = votes.most_common(1)[0]
print(winner, count, sorted(votes), Counter("aabbb") == Counter("babab"), Counter() == Counter(x=0))
