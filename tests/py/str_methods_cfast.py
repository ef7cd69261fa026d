# the hot str methods answered in C: every other shape of call goes on to the full methods,
# which must keep CPython's answers, errors and argument counts
samples = ["", "abc", "ABC", "Hello World", "  padded\t\n", "\x1c\x1dsep\x1f", "123", "12a",
           "ünïcödé", "ÀB", "  ünï  ", "\u2003wide\u2003", "٣٤", "²", "a_b", "MiXeD 42"]
for s in samples:
    print(repr(s), repr(s.lower()), repr(s.upper()), repr(s.strip()), repr(s.lstrip()),
          repr(s.rstrip()), s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(),
          s.startswith("a"), s.endswith("C"), s.split(), s.split("a"), s.replace("a", "-"))
print("abc".lower() == "abc", "x".upper())
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "a b  c".split(None, 1), "a b".split(sep=None))
print("aaa".replace("a", "bb"), "aaa".replace("a", "b", 2), "abc".replace("", "-"), "abab".replace("ab", ""))
print("xxhixx".strip("x"), "hello".startswith(("he", "x")), "hello".endswith(("lo",)), "hello".startswith("l", 2))
print(str.lower("ABC"), str.split("a b"), str.strip("  q  "), str.isdigit("42"))
class S(str):
    pass
t = S("  Up Down  ")
print(repr(t.lower()), repr(t.strip()), t.split(), type(t.strip()).__name__, t.startswith("  U"))
def attempt(thunk):
    try:
        print(repr(thunk()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
attempt(lambda: "a".lower(1))
attempt(lambda: "a".isdigit(1))
attempt(lambda: "a".strip(1))
attempt(lambda: "a".strip(" ", 2))
attempt(lambda: "a".startswith(1))
attempt(lambda: "a".startswith())
attempt(lambda: "a".replace("a"))
attempt(lambda: "a".replace(1, "b"))
attempt(lambda: "a".split(""))
attempt(lambda: "a".split(1))
attempt(lambda: "a b".split(" ", 1, 2))
attempt(lambda: str.lower(5))
attempt(lambda: "a b c".split(maxsplit=1))
print(str.lower, type("x".lower).__name__, callable("x".strip))
big = "word " * 50000
print(len(big.split()), len(big.split(" ")), len(big.upper()), big.strip()[-4:], big.replace("w", "W")[:10])
