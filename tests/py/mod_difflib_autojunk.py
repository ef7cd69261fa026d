# difflib.SequenceMatcher's autojunk: in a b of 200+ items, items more frequent than 1% count as junk
from difflib import SequenceMatcher

b = "ab" * 150 + "c"
s = SequenceMatcher(None, "c" + "ab" * 10, b)
print(s.get_matching_blocks(), s.ratio(), sorted(s.bpopular), s.bjunk)
s = SequenceMatcher(None, "c" + "ab" * 10, b, autojunk=False)
print(s.get_matching_blocks(), s.ratio(), s.bpopular)

x = list(range(300)) + [1] * 10
y = [1] * 5 + list(range(100, 400))
s = SequenceMatcher(None, x, y)
print(s.get_opcodes(), s.ratio())
print(list(s.get_grouped_opcodes(1)))

# 199 items: no popular items; 200 items: ntest is 3
for n in (199, 200, 201, 400):
    b = ("x" * 4 + "abcdefghijklmnop") * (n // 20) + "y" * (n % 20)
    s = SequenceMatcher(None, "xxxxabcd" * 3, b)
    print(n, len(b), sorted(s.bpopular), round(s.ratio(), 6), s.get_matching_blocks()[:3])

# a long text against an edited copy: the spaces and common letters become popular
text = ("the quick brown fox jumps over the lazy dog; " * 6)
edit = text.replace("lazy", "sleepy").replace("quick", "fast", 2)
s = SequenceMatcher(None, text, edit)
print(len(edit), sorted(s.bpopular), round(s.ratio(), 6), len(s.get_opcodes()))
s = SequenceMatcher(None, text, edit, autojunk=False)
print(round(s.ratio(), 6), s.get_opcodes()[:4])
s = SequenceMatcher(lambda c: c == ";", text, edit)
print(sorted(s.bjunk), sorted(s.bpopular), round(s.ratio(), 6))
