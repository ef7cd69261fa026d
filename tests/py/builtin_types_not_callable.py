# the types of functions, builtins and None called as constructors: CPython's TypeErrors (no fake objects)
def f(): pass
for mk in [lambda: type(f)(), lambda: type(f)(1, 2), lambda: type(len)(), lambda: type(str.join)(), lambda: type(None)(), lambda: type(None)(1)]:
    try:
        print(repr(mk()))
    except TypeError as e:
        print("TypeError", e)
