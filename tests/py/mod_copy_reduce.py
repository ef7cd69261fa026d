# copy and deepcopy keep enum members, and use a class's __reduce_ex__, __reduce__, __getstate__ and __setstate__
import copy, enum, collections, datetime, decimal, fractions
class C(enum.Enum):
    A = 1
print(copy.copy(C.A) is C.A, copy.deepcopy(C.A) is C.A, copy.deepcopy([C.A])[0] is C.A)
P = collections.namedtuple('P', 'x y'); p = P([1], 2); q = copy.deepcopy(p); print(q, q.x is not p.x, type(q).__name__)
print(copy.deepcopy(collections.Counter('aab')), copy.copy(collections.deque([1, 2], maxlen=3)), copy.deepcopy(collections.OrderedDict(a=[1])), copy.deepcopy(collections.defaultdict(list, a=[1])))
print(copy.deepcopy(datetime.date(2024, 1, 1)), copy.copy(decimal.Decimal('1.5')), copy.deepcopy(fractions.Fraction(1, 3)), copy.deepcopy(datetime.timedelta(1)))
class St:
    def __init__(self): self.a = 1; self.cache = {'big': 1}
    def __getstate__(self): s = self.__dict__.copy(); del s['cache']; return s
    def __setstate__(self, s): self.__dict__.update(s); self.cache = {}
s2 = copy.deepcopy(St()); print(vars(s2)); s3 = copy.copy(St()); print(vars(s3))
class OnlySet:
    def __init__(self): self.v = [1]
    def __setstate__(self, s): print('setstate', s); self.__dict__.update(s)
print(vars(copy.copy(OnlySet())))
class Reduce:
    def __init__(self, v): self.v = v
    def __reduce__(self): return (Reduce, (self.v * 2,))
print(copy.copy(Reduce(3)).v, copy.deepcopy(Reduce(3)).v)
class RE:
    def __init__(self, v=0): self.v = v
    def __reduce_ex__(self, proto): return (RE, (self.v + 1,), {'extra': proto})
r = copy.copy(RE(1)); print(r.v, r.extra)
class L(list):
    pass
l = L([1, [2]]); l.tag = 't'; l2 = copy.deepcopy(l); print(l2, type(l2).__name__, l2.tag, l2[1] is not l[1])
class D(dict):
    pass
d = D(a=[1]); d.attr = 5; d2 = copy.deepcopy(d); print(d2, type(d2).__name__, d2.attr)
class Node:
    def __init__(self): self.me = None
    def __getstate__(self): return self.__dict__
n = Node(); n.me = n
n2 = copy.deepcopy(n); print(n2.me is n2, n2 is not n)
cfg = {'mode': C.A, 'items': [C.A]}
print(copy.deepcopy(cfg) == cfg, copy.deepcopy(cfg)['mode'] == C.A)
import copy
class A: pass
a = A(); a.x = [1]
d = copy.copy(vars(a)); d["y"] = 2; print(vars(a), d, type(d))
e = copy.deepcopy(a.__dict__); e["x"].append(2); print(a.x, e)
print(type(vars(a).copy()), type(dict(vars(a))))
