# cpython: same
# module objects: private names set on them stay plain attributes
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

import math, json
setattr(math, "#meta", {})
setattr(math, "@sqrt", print)
t("math.sqrt", lambda: math.sqrt(9))
t("getattr", lambda: getattr(math, "@sqrt") is print)
setattr(json, "@loads", lambda *a: "hijacked")
t("json.loads", lambda: json.loads("[1]"))
