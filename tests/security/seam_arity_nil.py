# builtin methods called with too few arguments raise TypeError, never a Lua nil (F18)
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r)[:70])
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e)[:70])

for label, f in [("set.add", lambda: set().add()), ("dict.get", lambda: {}.get()), ("list.append", lambda: [].append()),
                 ("str.split 3", lambda: "a".split(",", 1, 2)), ("dict.pop", lambda: {}.pop()), ("list.insert", lambda: [].insert(0)),
                 ("str.replace", lambda: "a".replace("a")), ("str.join", lambda: "".join()), ("int()", lambda: int(1, 2, 3)),
                 ("len()", lambda: len()), ("isinstance", lambda: isinstance(1)), ("getattr", lambda: getattr(1)),
                 ("range()", lambda: range()), ("zip", lambda: zip(1)), ("map", lambda: map(str)), ("min()", lambda: min()),
                 ("str.startswith", lambda: "a".startswith()), ("list.index", lambda: [].index()), ("divmod", lambda: divmod(1))]:
    t(label, f)
