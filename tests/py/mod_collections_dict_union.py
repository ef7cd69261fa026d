# OrderedDict and defaultdict keep their type through | and |= (either side); a plain dict subclass does not
from collections import OrderedDict, defaultdict, Counter
o = OrderedDict(a=1); print(o | {'b': 2}, {'z': 0} | o, type({'z': 0} | o).__name__)
o |= {'c': 3}; print(o, type(o).__name__)
d = defaultdict(list, a=[1]); print(d | {'b': 2}, {'z': 0} | d, type({'z': 0} | d).__name__)
d |= {'q': 1}; print(d)
class D(dict): pass
print(type(D(a=1) | {}).__name__, type({} | D(a=1)).__name__)
x = D(a=1); x |= {'b': 2}; print(type(x).__name__, x)
class OD(OrderedDict): pass
print(type(OD(a=1) | {}).__name__)
try: o | [1]
except TypeError as e: print(e)
from collections import namedtuple
P = namedtuple('P', 'x y')
print(P.__doc__, namedtuple('Empty', '').__doc__)
