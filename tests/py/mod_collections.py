# collections: Counter, defaultdict, deque, namedtuple, OrderedDict
from collections import Counter, defaultdict, deque, namedtuple, OrderedDict
c = Counter("abracadabra")
print(c)
print(c["a"], c["z"], c.most_common(2), sorted(c.elements())[:6], len(c))
c.update("aaz")
print(c.most_common(1), c["z"])
words = "the cat and the hat and the bat".split()
wc = Counter(words)
print(wc.most_common(3), sum(wc.values()))
print(Counter([1, 1, 2]) + Counter([2, 3]), Counter("aab") - Counter("ab"))
dd = defaultdict(list)
for w in words:
    dd[len(w)].append(w)
print(dict(dd), dd[99], len(dd))
counts = defaultdict(int)
for ch in "hello":
    counts[ch] += 1
print(dict(counts))
dq = deque([1, 2, 3])
dq.append(4); dq.appendleft(0)
print(dq, dq.pop(), dq.popleft(), dq, len(dq))
dq.rotate(1); print(dq)
dq.extend([7, 8]); dq.extendleft([-1]); print(list(dq))
bounded = deque(maxlen=3)
for i in range(5):
    bounded.append(i)
print(bounded, list(bounded), bounded[0], bounded[-1])
Point = namedtuple("Point", ["x", "y"])
p = Point(1, 2)
print(p, p.x, p[1], p._asdict(), p._replace(x=9), tuple(p), p == (1, 2))
x, y = p
print(x + y, Point._fields)
Emp = namedtuple("Emp", "name age")
print(Emp("ann", 30), sorted([Emp("b", 2), Emp("a", 9)]))
od = OrderedDict()
od["b"] = 1; od["a"] = 2; od["c"] = 3
od.move_to_end("b")
print(list(od), od.popitem(), od.popitem(last=False), od)
