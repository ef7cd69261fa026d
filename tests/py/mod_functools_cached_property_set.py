# an instance can assign or delete a functools.cached_property's cached value
from functools import cached_property
class R:
    def __init__(self):
        self.n = 0
    @cached_property
    def value(self):
        self.n += 1
        return self.n * 10
r = R()
print(r.value, r.value, r.n)
r.value = 99
print(r.value, vars(r))
del r.value
print(r.value, r.n)
del r.value
try:
    del r.value
except AttributeError as e:
    print("AttributeError:", e)
print(r.value)
