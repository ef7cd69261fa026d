# canary: errors raised inside the runtime show no runtime file or line
import collections, itertools, functools
def t(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
t(lambda: collections.Counter(5))
t(lambda: functools.reduce(None, [1, 2]))
t(lambda: itertools.islice([], -1))
t(lambda: sorted([1, "a"]))
t(lambda: max([]))
t(lambda: "".join([1]))
t(lambda: dict([1]))
t(lambda: list.sort([2, 1], key=5))
t(lambda: int.from_bytes)
t(lambda: {}.fromkeys(5))
