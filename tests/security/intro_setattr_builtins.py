# cpython: same
# builtin types and their instances are read-only: no attribute can be planted
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
for o in [int, str, list, dict, object, type, 1, "s", [], {}, None, print]:
    for k in ["x", "__add__", "#meta", "@upper", "__class__"]:
        try:
            setattr(o, k, 1)
            print("set", k, "on", repr(o)[:20])
        except (AttributeError, TypeError) as e:
            pass
print(1 + 2, "s".upper(), int("7"))
