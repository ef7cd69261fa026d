# cpython: same
# raising what is not an exception is a TypeError
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class M: pass
for v in [5, "s", None, M(), M, int, [ValueError], print]:
    try:
        raise v
    except TypeError as e:
        print("TypeError:", e)
    except Exception as e:
        print("other", type(e).__name__)
try:
    raise ValueError from 5
except TypeError as e:
    print("TypeError:", e)
