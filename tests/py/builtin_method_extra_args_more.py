# more builtin methods called with one argument too many: CPython's TypeError, not a silent drop
def t(label, f):
    try:
        r = f()
        print(label, "->", r)
    except TypeError as e:
        print(label, "TypeError:", e)
items = [3, 1, 2]
t("items.count(1, 2)", lambda: items.count(1, 2))
t("items.insert(0, 1, 2)", lambda: items.insert(0, 1, 2))
t("items.remove(1, 2)", lambda: items.remove(1, 2))
t("items.extend([1], [2])", lambda: items.extend([1], [2]))
t("'a,b'.split(',', 1)", lambda: "a,b".split(",", 1))
t("'abc'.replace('a', 'b', 1, 2)", lambda: "abc".replace("a", "b", 1, 2))
t("'x'.center(5, '*', 1)", lambda: "x".center(5, "*", 1))
t("'abc'.startswith('a', 0, 1, 2)", lambda: "abc".startswith("a", 0, 1, 2))
t("'a'.join(['b'], 'c')", lambda: "a".join(["b"], "c"))
t("'7'.zfill(3, 1)", lambda: "7".zfill(3, 1))
t("{'k': 1}.items(0)", lambda: {"k": 1}.items(0))
t("{'k': 1}.setdefault('k', 2, 3)", lambda: {"k": 1}.setdefault("k", 2, 3))
t("{1}.add(2, 3)", lambda: {1}.add(2, 3))
t("(1.5).is_integer(1)", lambda: (1.5).is_integer(1))
t("(1, 1).count(1)", lambda: (1, 1).count(1))
t("(1, 1).count(1, 2)", lambda: (1, 1).count(1, 2))
upper = "word".upper
t("upper()", lambda: upper())
t("upper(1)", lambda: upper(1))
t("str.upper('a', 'b')", lambda: str.upper("a", "b"))
t("list.append(items, 4)", lambda: (list.append(items, 4), items)[1])
