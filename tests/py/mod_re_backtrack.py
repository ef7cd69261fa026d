# re: catastrophic backtracking ends cleanly.
# Deliberate difference from CPython: moonpy runs regular expressions on PCRE2 with a
# backtracking limit (5 million steps per match call, runtime/modre.c). A match that exceeds
# it raises re.error("regular expression too complex: backtracking limit exceeded") within a
# fraction of a second, where CPython's sre (no limit) is merely slow: exponential in the
# subject's length, minutes for a few more characters than below. The subjects are short
# enough for CPython to finish in well under a second, and the program prints the same lines
# either way: CPython finds no match, moonpy stops at the limit.
import re
for pat, subj in [(r'(a+)+$', 'a' * 22 + 'b'), (r'(\w*)*\d', 'a' * 22)]:
    try:
        m = re.match(pat, subj)
        outcome = "no match" if m is None else "match"
    except re.error as e:       # moonpy
        assert "backtracking limit exceeded" in str(e)
        outcome = "no match"
    print(pat, outcome)
# the engine is usable after hitting the limit
print(re.match(r'(a+)+$', 'aaa').span())
# patterns with heavy but bounded backtracking still work
print(re.match(r'(a+)+b', 'a' * 12 + 'b').span())
print(len(re.findall(r'(\w+\s?)*$', 'word ' * 5)))
print(re.search(r'(x+x+)+y', 'x' * 10 + 'y').span())
print(len(re.findall(r'\w+', 'lorem ipsum ' * 20000)))
