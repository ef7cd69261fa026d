# the ABCs that collections.abc registers into the builtin types are not in the __mro__ of
# their subclasses, but where a class names one; the ABCs are collections.abc.X
import typing
print(list.__mro__)
class A(list): pass
print(A.__mro__)
import collections.abc
class B(dict): pass
print(B.__mro__, issubclass(B, collections.abc.Mapping))
class C(list, collections.abc.Sequence): pass
print(C.__mro__)
class D(collections.abc.MutableMapping):
    def __getitem__(s, k): return 1
    def __setitem__(s, k, v): pass
    def __delitem__(s, k): pass
    def __iter__(s): return iter([])
    def __len__(s): return 0
print(D.__mro__)
class E(A): pass
print(E.__mro__)
import collections.abc, typing
print(collections.abc.Sequence, collections.abc.Sequence.__module__, typing.Sequence, collections.abc.Iterable.__name__)
