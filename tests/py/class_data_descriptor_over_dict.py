# a data descriptor (a property, a class with __set__) decides reads of its name even when the instance's __dict__ holds a value under it
class Upper:
    def __set_name__(self, owner, name): self.name = name
    def __get__(self, obj, t=None):
        if obj is None: return self
        print('get', self.name)
        return obj.__dict__[self.name].upper()
    def __set__(self, obj, v): obj.__dict__[self.name] = v
class P:
    name = Upper()
    def __init__(self, n): self.name = n
p = P('bob'); print(p.name, getattr(p, 'name'), p.__dict__)
import functools
from functools import cached_property
class C:
    @cached_property
    def v(self): print('compute'); return 1
c = C(); print(c.v, c.v); c.__dict__['v'] = 5; print(c.v, vars(c)); del c.__dict__['v']; print(c.v)
class P:
    @property
    def x(self): return 'prop'
p = P(); p.__dict__['x'] = 'inst'; print(p.x, p.__dict__, vars(p))
p.__dict__.update(y=2, x='again'); print(p.x, p.y, sorted(vars(p).items()))
del p.__dict__['x']; print(p.__dict__, p.x)
