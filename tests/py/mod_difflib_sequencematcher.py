# difflib.SequenceMatcher: ratios, matching blocks, opcodes, longest match, junk, reusing a matcher
from difflib import SequenceMatcher

s = SequenceMatcher(None, "abxcd", "abcd")
print(s.ratio(), s.quick_ratio(), s.real_quick_ratio())
print(s.get_matching_blocks())
print(s.get_opcodes())
print(s.find_longest_match(0, 5, 0, 4), s.find_longest_match())
m = s.find_longest_match(alo=2, blo=1)
print(m, m.a, m.b, m.size, type(m).__name__)

s = SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3))
for tag, i1, i2, j1, j2 in s.get_opcodes():
    print(f"{tag:7} a[{i1}:{i2}] --> b[{j1}:{j2}] {s.a[i1:i2]!r:>8} --> {s.b[j1:j2]!r}")

# junk never starts a match, but a match may grow over it
print(SequenceMatcher(None, " abcd", "abcd abcd").find_longest_match(0, 5, 0, 9))
print(SequenceMatcher(lambda x: x == " ", " abcd", "abcd abcd").find_longest_match(0, 5, 0, 9))
print(sorted(SequenceMatcher(lambda c: c in "aeiou", "", "education").bjunk))

# similarity of words and of lists
for a, b in [("kitten", "sitting"), ("flaw", "lawn"), ("", ""), ("abc", ""), ("same", "same"), ("naïve", "naive")]:
    sm = SequenceMatcher(None, a, b)
    print(a, b, round(sm.ratio(), 4), sm.get_opcodes())
x = [1, 2, 3, 4, 5, 6]
y = [1, 2, 4, 5, 7, 6, 8]
sm = SequenceMatcher(a=x, b=y)
print(sm.get_opcodes(), sm.ratio())
print(SequenceMatcher(None, [1, 2.0, True], [1.0, 2, 1]).ratio(), SequenceMatcher(None, [(1, 2), "a"], [(1, 2)]).ratio())
print(list(sm.get_grouped_opcodes(1)), list(SequenceMatcher(None, "abc", "abc").get_grouped_opcodes()))

# one matcher, many comparisons (set_seq2 once, set_seq1 per candidate)
sm = SequenceMatcher()
sm.set_seq2("hello world")
for cand in ["hello there world", "yellow world", "goodbye", "hello world"]:
    sm.set_seq1(cand)
    print(cand, round(sm.ratio(), 3), round(sm.quick_ratio(), 3), round(sm.real_quick_ratio(), 3))
sm.set_seqs("abc", "abd")
print(sm.ratio(), sm.b2j, sm.a, sm.b)
print(sm.get_opcodes() is sm.get_opcodes(), sm.get_matching_blocks())
