# json documents with private-looking keys round-trip as data
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

import json
doc = '{"#meta": {"__index": 1}, "@f": [1], "\\u0001x": 2, "n": 3, "#n": 4}'
x = json.loads(doc)
t("keys", lambda: sorted(x))
t("dumps", lambda: json.dumps(x, sort_keys=True))
class C: pass
c = C()
c.__dict__.update(x)
t("vars", lambda: sorted(vars(c)))
t("type", lambda: type(c).__name__)
