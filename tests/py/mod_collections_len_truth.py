from collections import deque, Counter, OrderedDict, defaultdict
q = deque([1, 2, 3])
print(len(q), bool(q), q.__len__())
while q:
    q.popleft()
print(len(q), bool(q), not q)
d = {}
print(len(d), bool(d)); d[1] = 2; print(len(d), bool(d), d.__len__())
s = set(); print(len(s), bool(s)); s.add(3); print(len(s), bool(s), len(frozenset([1, 2])), bool(frozenset()))
c = Counter("hello"); print(len(c), bool(c), bool(Counter()))
o = OrderedDict(a=1); print(len(o), bool(o)); dd = defaultdict(list); print(len(dd), bool(dd))
class D(dict):
    def __len__(self):
        return 5
class E(dict):
    def __bool__(self):
        return True
class Q(deque):
    def __len__(self):
        return 7
x = D(); print(len(x), bool(x)); y = E(); print(len(y), bool(y)); z = Q(); print(len(z), bool(z))
class S(set):
    pass
print(len(S([1, 2])), bool(S()))
m = deque(maxlen=2); m.extend([1, 2, 3]); print(len(m), bool(m), m)
from collections import deque
print(hasattr(deque, "__bool__"))
