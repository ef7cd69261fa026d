# functools.cached_property objects are of type cached_property, with attrname and func
from functools import cached_property
class C:
    @cached_property
    def v(self):
        return 1
print(type(C.v).__name__, C.v.attrname, C.v.func.__name__)
