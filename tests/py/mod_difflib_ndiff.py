# difflib.ndiff and Differ.compare: line diffs with '?' lines under changed characters; restore
import difflib

t1 = """1. Beautiful is better than ugly.
2. Explicit is better than implicit.
3. Simple is better than complex.
4. Complex is better than complicated.
""".splitlines(keepends=True)
t2 = """1. Beautiful is better than ugly.
3.   Simple is better than complex.
4. Complicated is better than complex.
5. Flat is better than nested.
""".splitlines(keepends=True)
print("".join(difflib.ndiff(t1, t2)), end="")
print("".join(difflib.Differ().compare(t1, t2)), end="")
diff = list(difflib.ndiff(t1, t2))
print("".join(difflib.restore(diff, 1)) == "".join(t1), "".join(difflib.restore(diff, 2)) == "".join(t2))
print(list(difflib.restore(iter(diff), "2"))[:2])
print(list(difflib.ndiff(["abcDefghiJkl\n"], ["abcdefGhijkl\n"])))
print(list(difflib.ndiff(["\tabc d\n"], ["\tabd d\n"])))
print(list(difflib.ndiff(["one\n", "two\n"], ["zero\n", "one\n", "three\n"])))
print(list(difflib.ndiff(["same\n"], ["same\n"])), list(difflib.ndiff([], ["new\n"])), list(difflib.ndiff(["old\n"], [])))
print(list(difflib.ndiff("hello", "hallo")))
print(list(difflib.ndiff(["ünïcode text\n"], ["unicode text\n"])))
print(list(difflib.ndiff(["a b c d e f\n"], ["a  b c d e f g\n"], charjunk=None)))
print(list(difflib.ndiff(["completely different\n", "x\n"], ["nothing alike here\n"])))
d = difflib.Differ(linejunk=difflib.IS_LINE_JUNK)
print(list(d.compare(["a\n", "#\n", "b\n"], ["a\n", "  \n", "#\n", "c\n"])))
words1 = "the cat sat on the mat".split()
words2 = "the dog sat on a mat".split()
for line in difflib.ndiff(words1, words2):
    print(line)
print(difflib.IS_LINE_JUNK("\n"), difflib.IS_LINE_JUNK("  #   \n"), difflib.IS_LINE_JUNK("hello\n"))
print(difflib.IS_CHARACTER_JUNK(" "), difflib.IS_CHARACTER_JUNK("\t"), difflib.IS_CHARACTER_JUNK("x"))
try:
    list(difflib.restore([], 3))
except ValueError as e:
    print("ValueError:", e)
try:
    difflib.ndiff(["a"])
except TypeError as e:
    print("TypeError:", e)
