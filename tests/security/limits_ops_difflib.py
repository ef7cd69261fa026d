# args: --max-operations 20000000 --timeout 30
# difflib over long sequences: the matcher's work is charged to the operation budget
import difflib
print("start")
a = "abcdefghij" * 30000
b = "bcdefghija" * 30000
s = difflib.SequenceMatcher(None, a, b, autojunk=False)
print(s.ratio())
print("not reached")
