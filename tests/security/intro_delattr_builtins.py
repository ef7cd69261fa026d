# cpython: same
# deleting attributes of builtins fails, and the builtins keep working
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
for o, k in [(int, "__add__"), (str, "upper"), (list, "append"), (object, "__init__"),
             (type, "__call__"), (dict, "get"), (print, "__name__")]:
    try:
        delattr(o, k)
        print("deleted", k)
    except (AttributeError, TypeError) as e:
        print(type(e).__name__)
print(1 + 1, "a".upper(), [1].copy(), {}.get(1))
