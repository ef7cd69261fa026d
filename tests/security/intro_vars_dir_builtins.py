# cpython: same
# vars() and dir() of builtin objects list Python names, never a runtime key
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
import re
keys = set()
objs = [1, 1.5, "s", [], (), {}, set(), frozenset(), range(3), None, True, print, len, int, str,
        object, type, Exception, ValueError(), iter([]), map(str, []), zip(), slice(1), re, re.compile("a")]
bad = []
for o in objs:
    for n in dir(o):
        if not isinstance(n, str) or n[:1] in ("#", "@", "\x01") or "\0" in n:
            bad.append(n)
print("private names seen:", bad)
for o in [int, str, list, dict, type, object]:
    v = vars(o)
    print(o.__name__, all(isinstance(k, str) and k[:1] not in "#@\x01" for k in v))
