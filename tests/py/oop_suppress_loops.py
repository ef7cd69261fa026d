# contextlib.suppress inside loops, with break/continue, and redirect of errors into a report
from contextlib import suppress

data = {"a": "1", "b": "x", "c": "3", "d": None}
totals = []
for key in "abcde":
    with suppress(KeyError, ValueError, TypeError):
        totals.append(int(data[key]))
        continue
    totals.append(f"skip {key}")
print(totals)

found = None
for key in "xyzab":
    with suppress(KeyError):
        found = (key, data[key])
        break
print(found)

def parse_all(items):
    ok, bad = [], []
    for it in items:
        try:
            ok.append(float(it))
        except (TypeError, ValueError) as e:
            bad.append(type(e).__name__)
        else:
            if ok[-1] < 0:
                ok.pop()
                bad.append("negative")
                continue
        finally:
            pass
    return ok, bad
print(parse_all(["1.5", "abc", None, "-2", "3e2"]))
with suppress():
    print("empty suppress is a no-op")
try:
    with suppress(KeyError):
        [][0]
except IndexError as e:
    print("IndexError passes through:", e)
