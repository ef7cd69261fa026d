# cpython: same
# F2, F4, F5, F12, F18: object.__new__ checks its argument is a type; builtin methods taken from their type
# check their receiver; __mro__ and __bases__ are copies (output as CPython's)
def t(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__ + ":", e)
class M: pass
t(lambda: object.__new__(M()))
t(lambda: object.__new__(5))
t(lambda: object.__new__(int))
t(lambda: list.append((1, 2), 3))
t(lambda: list.append(5, 1))
t(lambda: set.add(frozenset(), 3))
t(lambda: set.add({'a': 1}, 5))
t(lambda: str.upper(['a']))
t(lambda: dict.get([], 1))
t(lambda: list.clear(int.__mro__))
t(lambda: {}.get())
t(lambda: [].append())
t(lambda: set().add())
t(lambda: {}.setdefault())
t(lambda: [].index())
t(lambda: {}.pop())
t(lambda: dict.__setitem__(M(), 1, 2))
t(lambda: int.__mro__)
x = int.__mro__
t(lambda: list(x))
t(lambda: type(int.__bases__))
t(lambda: str.join(1, []))
t(lambda: list.sort([3, 1], key=None))
print(isinstance(3, object), int.__mro__)
