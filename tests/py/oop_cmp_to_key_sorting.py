# sorting with functools.cmp_to_key, __lt__-only classes, stability, and sort by multiple fields
from functools import cmp_to_key

class Version:
    def __init__(self, text):
        self.text = text
        self.parts = tuple(int(p) for p in text.split("."))
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return self.text

vs = [Version(v) for v in ["1.10", "1.2", "1.2.1", "0.9", "1.2.0", "10.0"]]
print(sorted(vs), max(vs), min(vs))

def compare_players(a, b):
    if a["score"] != b["score"]:
        return b["score"] - a["score"]
    if a["name"] < b["name"]:
        return -1
    return 1 if a["name"] > b["name"] else 0

players = [{"name": n, "score": s} for n, s in [("zed", 10), ("amy", 30), ("bob", 10), ("cat", 30), ("dan", 5)]]
ranked = sorted(players, key=cmp_to_key(compare_players))
print([f"{p['name']}:{p['score']}" for p in ranked])

def by_length_then_alpha(x, y):
    return (len(x) > len(y)) - (len(x) < len(y)) or (x > y) - (x < y)
words = ["pear", "fig", "banana", "kiwi", "apple", "date"]
print(sorted(words, key=cmp_to_key(by_length_then_alpha)))
print(sorted(words, key=len), sorted(words, key=lambda w: (-len(w), w)))
records = [("b", 2), ("a", 2), ("c", 1), ("a", 1)]
step1 = sorted(records, key=lambda r: r[0])
print(sorted(step1, key=lambda r: r[1]))
print(sorted(records, key=lambda r: (r[1], r[0]), reverse=True))
nums = [5, -3, 2, -8, 0]
print(sorted(nums, key=abs), sorted(nums, key=lambda n: (n < 0, abs(n))))
try:
    sorted([Version("1.0"), "2.0"])
except TypeError as e:
    print("TypeError:", e)
k = cmp_to_key(compare_players)
print(k(players[0]) < k(players[1]), type(k(players[0])).__name__)
