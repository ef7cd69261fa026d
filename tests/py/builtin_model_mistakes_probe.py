tests = r'''
sorted([3, 1], lambda x: x)
[3, 1].sort(lambda x: x)
[3, 1].sort(key=lambda x: x, reversed=True)
max(key=len)
max([1, 2], [3], key=len)
range(1, 10, 0.5)
"abc".replace("a")
{}.get()
"{a}".format(**{"b": 1})
int.from_bytes(b"\x00\x01")
round(1.5, 1.0)
"abc".split(",", " ")
{}.update(1)
{}.update([1])
{}.update([(1, 2, 3)])
dict.fromkeys()
[].extend(5)
[].insert(1)
[].index()
[1].count()
"a".startswith()
"a".startswith(["a"])
"a".endswith(1)
"a".find(1)
"a".center()
"a".center(5, "ab")
"a".ljust(5, "")
"abc".strip(1)
"a,b".split(1)
"abc".count()
"abc".encode("nope")
"abc".zfill("5")
"a" in 5
5 in "abc"
[1] in [[1]]
"%d items" % "3"
"%d items" % 3.7
"%s and %s" % "ab"
"{:d}".format(3.0)
"{0}{1}".format(1)
"{:.2f}".format("x")
"{:>5}".format(None)
f"{None:>5}"
"{!x}".format(1)
"{0!r:>8}".format("ab")
int("3.0")
int(" ")
int("1e3")
float("1e3")
float("1_000")
float("inf") == float("infinity")
float("nan") != float("nan")
list("abc") + "d"
[1, 2] - [1]
{1, 2} - [1]
{"a": 1}.keys() - ["a"]
{"a": 1}.items() & {("a", 1)}
(1, 2) + [3]
"abc" - "a"
3 * "ab" * 2
[0] * -1
None or 0 or "" or []
True and "x" and 0
not []
1 if [] else 2
bool(" ")
bool(0.0j)
isinstance(True, int)
type(True) is int
issubclass(bool, int)
0.1 + 0.2 == 0.3
round(0.1 + 0.2, 1) == 0.3
abs(-3) == 3 == abs(3)
1 < 2 > 1.5
[] is []
() is ()
"" == str()
'''
for line in tests.strip().splitlines():
    try:
        print(repr(eval(line)))
    except Exception as e:
        print("EXC", line, "|", type(e).__name__, e)
