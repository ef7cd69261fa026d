# calling or comparing runtime objects that do not support it raises CPython's TypeError (it leaked Lua's 'attempt to call a table value'); classes compare through their metaclass's __lt__
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
class A: pass
class B: pass
class Meta(type):
    def __lt__(cls, o): return cls.__name__ < o.__name__
    def __le__(cls, o): return cls.__name__ <= o.__name__
class X(metaclass=Meta): pass
class Y(metaclass=Meta): pass
t(lambda: int < str)
t(lambda: A <= B)
t(lambda: A > B)
t(lambda: X < Y)
t(lambda: Y <= X)
t(lambda: X > Y)
t(lambda: sorted([Y, X])[0].__name__)
t(lambda: sorted([A, B]))
t(lambda: object() < object())
t(lambda: -object())
t(lambda: object()())
t(lambda: property() < property())
t(lambda: -staticmethod(len))
t(lambda: (x for x in [])())
t(lambda: iter([])())
t(lambda: range(3)(1))
t(lambda: slice(1)())
t(lambda: {}.keys()())
t(lambda: zip()(x=1))
t(lambda: property()())
