# builtins given an unknown keyword raise CPython's words: "map() takes no keyword arguments"
# (it said "function()"), and "'bogus' is an invalid keyword argument for zip()" for those
# written in C that take keywords (they said "zip() got an unexpected keyword argument")
def attempt(label, fn):
    try:
        fn()
    except TypeError as e:
        print(label, "->", e)


attempt("map", lambda: map(str, [1], bogus=2))
attempt("filter", lambda: filter(None, [1], bogus=2))
attempt("reversed", lambda: reversed([1], bogus=2))
attempt("zip", lambda: zip([1], bogus=2))
attempt("enumerate", lambda: enumerate([1], bogus=2))
attempt("int", lambda: int("1", bogus=2))
attempt("str", lambda: str(1, bogus=2))
attempt("print", lambda: print(1, bogus=2))
attempt("max", lambda: max([1], bogus=2))
attempt("sorted", lambda: sorted([1], bogus=2))


def user(a, b=1):
    return a


attempt("user", lambda: user(1, bogus=2))
print(list(zip("ab", [1, 2], strict=True)), list(enumerate("ab", start=1)), int("ff", base=16))
