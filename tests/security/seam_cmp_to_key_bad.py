# cpython: same
# a comparator that breaks ordering rules: a clean result or a Python error (F12)
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

import functools, random
random.seed(5)
def cmp(a, b): return random.choice([-1, 0, 1])
for n in [2, 10, 100, 1000]:
    t("n=%d" % n, lambda: len(sorted(range(n), key=functools.cmp_to_key(cmp))))
t("cmp returns str", lambda: sorted([1, 2], key=functools.cmp_to_key(lambda a, b: "x")))
t("cmp raises", lambda: sorted([1, 2], key=functools.cmp_to_key(lambda a, b: 1 / 0)))
