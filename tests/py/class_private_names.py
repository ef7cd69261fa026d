# Private names: __x in a class body (methods and attributes) is stored as _C__x, as self.__x
# and C.__x read it; __dunder__ names are not mangled; a subclass has its own.
class A:
    __slots_like = 3
    __dunder__ = 4
    def __p(self):
        return "p", type(self).__name__
    def run(self):
        return self.__p(), A.__slots_like, self.__dunder__, A.__p.__name__, A.__p.__qualname__
    q = __slots_like + 1
class B(A):
    def __p(self):
        return "Bp"
    def go(self):
        return self.__p(), self._A__p()
print(A().run(), A.q, B().go())
print(sorted(k for k in vars(A) if not k.startswith('__') or k == '__dunder__'))
