def f():
    return {k: (yield k) for k in "ab"}
