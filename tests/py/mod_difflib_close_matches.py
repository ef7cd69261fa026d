# difflib.get_close_matches: suggest the command, keyword or name closest to a typo
from difflib import get_close_matches

commands = ["status", "commit", "checkout", "branch", "merge", "rebase", "push", "pull", "fetch", "stash", "log", "diff"]
for typo in ["stauts", "comit", "chekout", "brnach", "psuh", "pul", "lgo", "xyz", "dif", "merg"]:
    matches = get_close_matches(typo, commands)
    if matches:
        print(f"{typo}: did you mean {matches[0]!r}?", matches)
    else:
        print(f"{typo}: unknown command")
print(get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
kwlist = ["False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
          "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
          "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"]
print(get_close_matches("wheel", kwlist), get_close_matches("pineapple", kwlist), get_close_matches("accept", kwlist))
print(get_close_matches("apple", ["ape", "apple", "peach", "puppy", "appel", "aple"], n=2, cutoff=0.5))
print(get_close_matches("ab", ["ba", "ab", "ab", "abc", "b"], n=10, cutoff=0.0))
print(get_close_matches("hello", ("hallo", "hullo", "help", "hell"), 5, 0.7))
print(get_close_matches("x", []), get_close_matches([1, 2], [[1, 2, 3], [2, 1], [1]]))
d = {"username": 1, "user_id": 2, "email": 3}
print(get_close_matches("usrname", d), get_close_matches("emial", d.keys(), n=1))
for bad in [dict(n=0), dict(n=-1), dict(cutoff=1.5), dict(cutoff=-0.1)]:
    try:
        get_close_matches("a", ["a"], **bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    get_close_matches("a")
except TypeError as e:
    print("TypeError:", e)
