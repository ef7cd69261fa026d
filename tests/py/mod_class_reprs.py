# the repr of a module's classes names the module
import collections, functools, itertools, enum, dataclasses
print(collections.deque, collections.OrderedDict, collections.Counter, collections.defaultdict)
print(type(functools.cmp_to_key(lambda a, b: 0)(1)), type(functools.cmp_to_key(lambda a, b: 0)(1)).__name__)
print(int, ValueError, type(None), collections.deque.__name__, collections.deque.__module__)
