# types: SimpleNamespace, MappingProxyType, the type names
import types
ns = types.SimpleNamespace(a=1, b='x')
ns.c = [1]
print(ns, repr(ns), ns == types.SimpleNamespace(a=1, b='x', c=[1]), vars(ns), ns.a)
del ns.a; print(ns, hasattr(ns, "a"))
print(types.SimpleNamespace(), types.FunctionType, types.GeneratorType, types.ModuleType, types.MethodType,
      types.BuiltinFunctionType, types.LambdaType, types.NoneType)
mp = types.MappingProxyType({'k': 1}); print(mp, mp['k'], len(mp), list(mp), mp.get('z', 0), 'k' in mp, dict(mp.items()))
try:
    mp['x'] = 2
except TypeError as e:
    print(e)
def f(): yield 1
class C:
    def m(self): pass
print(isinstance(f(), types.GeneratorType), isinstance(f, types.FunctionType), isinstance(len, types.BuiltinFunctionType),
      isinstance(lambda: 0, types.LambdaType), isinstance(C().m, types.MethodType), isinstance(types, types.ModuleType),
      isinstance(None, types.NoneType), isinstance(len, types.FunctionType))
try:
    types.SimpleNamespace(1)
except TypeError as e:
    print(e)
config = types.SimpleNamespace(**{"host": "localhost", "port": 8080})
config.port += 1
print(config.host, config.port, sorted(vars(config)))
