# globals() lists the module's names in the order they were bound (a dict's insertion order),
# as CPython's module dict does: a tiny test runner that finds its tests through globals()
def test_parse():
    return int("42") == 42


def test_add():
    return 1 + 1 == 3


def helper():
    return "not a test"


def test_concat():
    return "a" + "b" == "ab"


results = {}
for name, fn in list(globals().items()):
    if name.startswith("test_") and callable(fn):
        results[name] = "PASS" if fn() else "FAIL"
        print(f"{name:<15}{results[name]}")

counter = 1
del counter
counter = 2  # bound again: now after `results`
user_names = [k for k in globals() if not k.startswith("__")]
print(user_names)
print(list(globals())[:2])
