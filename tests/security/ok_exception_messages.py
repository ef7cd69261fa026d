# cpython: same
# benign control: CPython's messages for common errors
def t(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
t(lambda: 1 / 0)
t(lambda: [][1])
t(lambda: {}["k"])
t(lambda: int("x"))
t(lambda: None.foo)
t(lambda: "a" + 1)
t(lambda: len(5))
t(lambda: undefined_name)
