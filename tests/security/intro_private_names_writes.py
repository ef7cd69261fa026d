# Internal state unreachable: '#'/'@' names written through __dict__, vars, setattr and delattr are plain attributes: methods, the MRO and isinstance are untouched
class A:
    def f(self): return 'f'
d = vars(A)
print(type(d).__name__, sorted(k for k in d if not k.startswith('__')))
try:
    d['#meta'] = 5
    d['@f'] = lambda self: 'evil'
    d['f'] = lambda self: 'g'
except TypeError as e:
    print('TypeError', e)
print(A().f())
a = A()
a.__dict__['#meta'] = {}
a.__dict__['@f'] = 1
a.__dict__['#dict'] = 1
print(a.f(), sorted(a.__dict__), sorted(vars(a)))
print(getattr(a, '#meta'), getattr(a, '@f'))
print(hasattr(a, '#dict'), '#meta' in dir(a))
setattr(A, '#mro', (int,))
setattr(A, '@f', 1)
print(A().f(), isinstance(A(), object), A.__mro__)
setattr(A, '#flat', None)
print(A().f())
delattr(A, '#mro')
print(A.__mro__)
import types
m = types.SimpleNamespace()
setattr(m, '#meta', 3)
print(vars(m))
