# cpython: same
# getattr with every runtime key spelling on every kind of object
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
import math, json
keys = ["#meta", "#dict", "#flat", "#mro", "#bases", "#name", "#call", "#inst", "#class", "#tb",
        "#next", "#i", "#n", "#obj", "#gc", "@upper", "@append", "@__init__", "\x01x", "\x01",
        "#", "@", "", "\0", "__index", "__newindex", "__gc", "__close", "__mode", "__metatable"]
class C: pass
objs = [1, 2**100, 1.5, "s", [], (), {}, set(), None, True, print, int, C, C(),
        math, json, ValueError("x"), iter([]), range(2), len]
found = 0
for o in objs:
    for k in keys:
        try:
            getattr(o, k)
            found += 1
            print("found", k, "on", type(o).__name__)
        except AttributeError:
            pass
print("found", found)
