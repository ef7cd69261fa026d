# cpython: same
# tuples, frozensets and strings stay immutable through every method spelling (F4)
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

tp = (1, 2)
d = {tp: "key"}
for f, args in [(list.append, (tp, 3)), (list.extend, (tp, [3])), (list.insert, (tp, 0, 0)),
                (list.__setitem__, (tp, 0, 9)), (list.__delitem__, (tp, 0)), (list.sort, (tp,)),
                (list.reverse, (tp,)), (set.add, (frozenset(), 1)), (set.update, (frozenset(), [1])),
                (dict.__setitem__, (tp, 0, 1)), (list.clear, ("abc",)), (list.pop, (tp,))]:
    t(f.__name__, lambda: f(*args))
print(tp, d[(1, 2)])
