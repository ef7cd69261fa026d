# cpython: same
# operator.attrgetter/itemgetter/methodcaller with private names
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
import operator
for k in ["#meta", "@upper", "#dict", "\x01x", "__class__.__mro__", "#meta.__call", "upper.#x"]:
    t("attrgetter " + repr(k), lambda: operator.attrgetter(k)("s"))
t("methodcaller @upper", lambda: operator.methodcaller("@upper")("s"))
t("methodcaller #meta", lambda: operator.methodcaller("#meta")("s"))
t("itemgetter #meta", lambda: operator.itemgetter("#meta")({}))
print(operator.attrgetter("real")(3), operator.methodcaller("upper")("s"))
