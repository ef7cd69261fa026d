# difflib.diff_bytes: unified and context diffs of bytes lines (non-ASCII bytes pass through), its TypeErrors
import difflib
a = [b"hello\n", b"caf\xe9\n", b"same\n"]
b = [b"hello\n", b"cafe\n", b"same\n", b"\xff\n"]
print(list(difflib.diff_bytes(difflib.unified_diff, a, b, b"a.txt", b"b.txt")))
print(list(difflib.diff_bytes(difflib.context_diff, a, b, lineterm=b"")))
print(list(difflib.diff_bytes(difflib.unified_diff, [], [])))
for args in [(difflib.unified_diff, ["x"], [b"y"]), (difflib.unified_diff, [b"x"], [b"y"], "f")]:
    try:
        print(list(difflib.diff_bytes(*args)))
    except TypeError as e:
        print("TypeError:", e)
