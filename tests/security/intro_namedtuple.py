# cpython: same
# namedtuple with Lua keywords and private-looking field names
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
import collections
P = collections.namedtuple("P", ["end", "nil", "local"], rename=True)
print(P._fields, P(1, 2, 3))
t("field #meta", lambda: collections.namedtuple("Q", ["#meta"]))
t("field _x", lambda: collections.namedtuple("Q", ["_x"]))
R = collections.namedtuple("R", "a b")
r = R(1, 2)
t("r._replace(#meta)", lambda: r._replace(**{"#meta": 1}))
print(r._asdict(), r._replace(a=5))
