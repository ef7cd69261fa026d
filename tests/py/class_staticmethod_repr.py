# the repr of staticmethod and classmethod objects names the function they wrap
class T:
    @staticmethod
    def s(x): return x
    @classmethod
    def c(cls): return cls
r1, r2 = repr(T.__dict__['s']), repr(T.__dict__['c'])
print(r1.split(' at ')[0], r2.split(' at ')[0])
print(repr(staticmethod(len)), str(classmethod(len)).startswith('<classmethod(<built-in function len>'))
print(T.s(3), T.c() is T, type(T.__dict__['s']).__name__, T.__dict__['c'].__func__.__name__)
