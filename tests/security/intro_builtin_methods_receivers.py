# cpython: same
# builtin methods taken from their type refuse foreign receivers
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class M: pass
pairs = [(list.append, ((1,), 2)), (list.sort, ("ab",)), (dict.update, ([], {})), (set.add, ((), 1)),
         (str.join, (5, [])), (str.upper, (M(),)), (dict.clear, (M(),)),
         (list.__setitem__, ((1, 2), 0, 9)), (tuple.__getitem__, ([1], 0)), (dict.__getitem__, ([], 1)),
         (list.pop, (M(),)), (set.discard, (frozenset([1]), 1)), (str.split, (1,)),
         (list.extend, ((), [1])), (dict.setdefault, ((), 1)), (list.reverse, ("ab",))]
for f, args in pairs:
    t(f.__name__, lambda: f(*args))
