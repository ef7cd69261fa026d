# cpython: same
# copy and deepcopy of objects with private-looking attributes copy values, not internals
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
import copy
class C: pass
c = C()
setattr(c, "#meta", 1); setattr(c, "@x", 2); c.y = [1]
d = copy.deepcopy(c)
print(type(d).__name__, getattr(d, "#meta"), getattr(d, "@x"), d.y, d.y is c.y)
print(sorted(vars(copy.copy(c))))
t("deepcopy(print)", lambda: copy.deepcopy(print))
t("deepcopy(int)", lambda: copy.deepcopy(int))
t("deepcopy(iter)", lambda: copy.deepcopy(iter([1])))
