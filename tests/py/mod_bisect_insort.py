# bisect: insort keeps lists sorted
from bisect import insort, insort_left, insort_right, bisect_left
xs = []
for v in [5, 1, 4, 1, 3, 9, 2, 6]:
    insort(xs, v)
print(xs)
pairs = []
for p in [(2, "b"), (1, "z"), (2, "a"), (0, "q")]:
    insort_left(pairs, p)
print(pairs)
tagged = []
for name, score in [("x", 3), ("y", 1), ("z", 3), ("w", 2)]:
    insort_right(tagged, (score, name), key=lambda t: t[0])
print(tagged)
left = []
for name, score in [("x", 3), ("y", 1), ("z", 3), ("w", 2)]:
    insort_left(left, (score, name), key=lambda t: t[0])
print(left)
fl = [1.0, 2.0]
insort(fl, 1.5); insort(fl, 2, lo=0, hi=1); print(fl)
words = ["apple", "fig", "kiwi"]
insort(words, "banana"); insort(words, "zzz"); print(words, bisect_left(words, "kiwi"))
class Median:
    def __init__(self):
        self.data = []
    def add(self, v):
        insort(self.data, v)
    def median(self):
        n = len(self.data)
        return self.data[n // 2] if n % 2 else (self.data[n // 2 - 1] + self.data[n // 2]) / 2
m = Median()
out = []
for v in [5, 15, 1, 3, 8]:
    m.add(v)
    out.append(m.median())
print(out)
