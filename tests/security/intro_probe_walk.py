# Internal state unreachable: introspection doors CPython has (frames, code, globals, closures, subclasses, reduce, sys.modules, importlib) do not exist; '#'/'@' keys read nothing internal
def f(x=1):
    y = 2
    def g(): return y
    return g
g = f()
probes = [
  lambda: ().__class__.__base__.__subclasses__(),
  lambda: object.__subclasses__(),
  lambda: type.__subclasses__(type),
  lambda: f.__globals__,
  lambda: f.__code__,
  lambda: g.__closure__,
  lambda: g.__closure__[0].cell_contents,
  lambda: f.__builtins__,
  lambda: f.__defaults__,
  lambda: f.__kwdefaults__,
  lambda: f.__dict__,
  lambda: type.__dict__,
  lambda: type(type.__dict__),
  lambda: object.__reduce_ex__(1, 2),
  lambda: (1).__reduce_ex__(2),
  lambda: [].__reduce__(),
  lambda: __import__('sys').modules,
  lambda: __import__('importlib'),
  lambda: __import__('os'),
  lambda: __builtins__,
  lambda: __loader__,
  lambda: __spec__,
  lambda: (i for i in []).gi_frame,
  lambda: (i for i in []).gi_frame.f_globals,
  lambda: (i for i in []).gi_code,
  lambda: __import__('sys')._getframe(),
  lambda: __import__('sys').exc_info(),
  lambda: print.__self__,
  lambda: len.__self__,
  lambda: print.__module__,
  lambda: [].append.__self__,
  lambda: str.upper.__objclass__,
  lambda: type(lambda: 0).__dict__,
  lambda: vars(type(lambda: 0)),
  lambda: object.__dict__,
  lambda: vars(object),
  lambda: dir(object),
  lambda: int.__dict__['bit_length'],
  lambda: str.__dict__['upper']('a'),
  lambda: type.__getattribute__(str, '#meta'),
  lambda: object.__getattribute__(str, '@upper'),
  lambda: getattr(str, '#meta'),
  lambda: getattr(str, '@upper'),
  lambda: getattr(1, '#meta'),
  lambda: __import__('operator').attrgetter('#mro')(int),
  lambda: __import__('operator').attrgetter('__class__.#meta')(1),
  lambda: __import__('operator').methodcaller('#meta')(1),
  lambda: vars(1),
  lambda: vars(str),
  lambda: ValueError().__traceback__,
  lambda: ValueError().__dict__,
  lambda: super(int, 1).__self__,
  lambda: super(int, 1).__thisclass__,
  lambda: type('X', (), {'#meta': 1}),
  lambda: type('X', (), {'@f': 1})().__dict__,
  lambda: getattr(type('X', (), {'#meta': 5}), '#meta'),
]
for i, p in enumerate(probes):
    try:
        r = p()
        s = repr(r)
        print(i, 'OK', type(r).__name__, s[:70] if len(s) < 200 else len(s))
    except BaseException as e:
        print(i, type(e).__name__, str(e)[:90])
