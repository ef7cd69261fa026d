import typing
from collections.abc import Set
class S(Set):
  def __init__(s, it=()): s.d = list(dict.fromkeys(it))
  def __iter__(s): return iter(s.d)
  def __len__(s): return len(s.d)
  def __contains__(s, x): return x in s.d
a = S([1,2,3])
print(sorted(a - {2}), sorted({3,4} - a), sorted(a ^ [3, 9]), a.__sub__(5))
print(isinstance([], typing.List), issubclass(list, typing.Sequence))
for f in (lambda: isinstance(1, typing.List[int]), lambda: isinstance(1, typing.Union)):
  try: f()
  except TypeError as e: print(e)
from collections import defaultdict, OrderedDict
d = defaultdict(int, a=1) | {"b": 2}
print(d, type(d).__name__, d.default_factory)
o = OrderedDict(a=1) | {"b": 2}
print(o, {"z": 0} | o)
try: d | 5
except TypeError as e: print(e)
