# a starred argument or display item that is not iterable, and a ** item that is not a
# mapping, raise CPython's words: "f() argument after * must be an iterable, not int" when it
# is a call's only positional argument, "Value after * ..." in list and tuple displays and
# longer calls, iter()'s in a set display, "'list' object is not a mapping" for {**[...]}
def f(*a): return a
class A:
    def m(self, *a): return a
for t in ["f(*1)", "print(*5)", "[*5]", "(*None,)", "{*3}", "A().m(*2)", "f(*[1], *7)", "max(*1)", "f(*(1, 2))", "A().m(*'ab')", "A.m(A(), *3)", "f(1, *4, x=1) if False else 0", "dict(**{'a': 1})"]:
    try:
        print(t, eval(t))
    except TypeError as e:
        print(t, "->", e)
for t in ["{**[1]}", "{**[('a', 1)]}", "{'x': 1, **{'y': 2}}", "{**None}", "f(**[1])", "dict(**{'a': 1}, b=2)"]:
    try:
        print(t, eval(t))
    except TypeError as e:
        print(t, "->", e)
import collections
print({**collections.OrderedDict(a=1), **collections.Counter("ab")})
