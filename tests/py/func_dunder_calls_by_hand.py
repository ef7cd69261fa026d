# the descriptor and call protocols invoked by hand: f.__get__(obj), f.__call__(...),
# sm.__func__(), partial(...).func(...), prop.__get__(obj) / prop.__set__(obj, v)
import functools
class K:
    def m(self, x=1): return ('m', x)
    @staticmethod
    def s(): return 's'
    @classmethod
    def c(cls): return cls.__name__
    p = property(lambda self: 'P', lambda self, v: print('set', v))
k = K()
print(K.m.__get__(k)(), K.__dict__['m'].__get__(k, K)(5), k.m.__func__(k, 2), k.m.__call__(3))
print(K.__dict__['s'].__func__(), K.__dict__['c'].__func__(K), len.__call__([1, 2]), K.m.__call__(k, 9))
print(K.p.__get__(k), K.p.__get__(None, K) is K.p, K.p.__set__(k, 7), K.p.fget(k))
part = functools.partial(pow, 2)
print(part.func(2, 5), part.args, part(3))
try:
    property(lambda s: 1).__set__(k, 1)
except AttributeError as e:
    print(e)
