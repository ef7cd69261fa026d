# builtin methods called with too many arguments raise CPython's TypeError
def t(name, f):
    try:
        f()
        print(name, "ok")
    except Exception as e:
        print(name, type(e).__name__ + ":", e)
t('[].append(1, 2)', lambda: [].append(1, 2))
t("''.upper(1)", lambda: ''.upper(1))
t('{}.keys(1)', lambda: {}.keys(1))
t('[].pop(1, 2)', lambda: [].pop(1, 2))
t("''.split(1, 2, 3)", lambda: ''.split(1, 2, 3))
t('(1).bit_length(2)', lambda: (1).bit_length(2))
t("''.strip(1, 2)", lambda: ''.strip(1, 2))
t('{}.get(1, 2, 3)', lambda: {}.get(1, 2, 3))
t('[].copy(1)', lambda: [].copy(1))
t('len([1], [2])', lambda: len([1], [2]))
