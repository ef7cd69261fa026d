# a class's __dict__ (and vars(cls)) is a read-only mappingproxy holding __module__, __doc__ and the body's names in order
class A:
    "doc"
    x = 1
    def f(self): pass
class B(A):
    y = 2
    def __eq__(self, o): return True
class C:
    __doc__ = "explicit"
    z = 3
print([k for k in A.__dict__ if k not in ('__dict__', '__weakref__')], list(B.__dict__), [k for k in C.__dict__ if k not in ('__dict__', '__weakref__')])
print(type(A.__dict__), A.__dict__['x'], A.__dict__.get('nope'), 'f' in vars(A), len(B.__dict__), B.__dict__['__hash__'])
print(vars(A)['__module__'], A.__dict__['__doc__'], B.__dict__['__doc__'], {k: v for k, v in vars(C).items() if not k.startswith('_')})
try: A.__dict__['x'] = 2
except TypeError as e: print(e)
print(sorted(vars(B).keys()), dict(vars(C))['z'], A.__dict__.copy()['x'], type(vars(A).copy()))
