from collections import deque, Counter, OrderedDict, defaultdict
class L(list): pass
class T(tuple): pass
class D(dict): pass
class S(set): pass
class FS(frozenset): pass
class I(int): pass
class F(float): pass
class St(str): pass
class B(bytes): pass
class BA(bytearray): pass
class DQ(deque): pass
class C(Counter): pass
class OD(OrderedDict): pass
class DD(defaultdict): pass
tests = r'''
(lambda l: (l.__imul__(2), l.__iadd__([9]), l.sort(), l.reverse(), l, type(l.copy()).__name__, l == [9, 2, 2, 1, 1], l < [10], type(l * 2).__name__, type(l[:]).__name__, l.pop(), l.index(2), l.count(1), len(l), sorted(l)))(L([1, 2]))
(lambda t: (t[0], t[-1:], type(t[:1]).__name__, t + (4,), type(t + (4,)).__name__, t * 2, t == (1, 2, 3), hash(t) == hash((1, 2, 3)), t.index(2), len(t), max(t), {t: 1}[(1, 2, 3)]))(T((1, 2, 3)))
(lambda d: (d.__ior__({"b": 2}), d | {"c": 3}, type(d | {}).__name__, d.copy(), type(d.copy()).__name__, d == {"a": 1, "b": 2}, list(d.items()), d.pop("a"), d.popitem(), d, dict.fromkeys("x"), type(D.fromkeys("x")).__name__))(D(a=1))
(lambda s: (s.__ior__({3}), s.__isub__({1}), s.__iand__({2, 3, 4}), s.__ixor__({5}), s, s | {9}, type(s | {9}).__name__, s - {2}, s & {2}, s ^ {2}, s <= {2, 3, 5}, s.copy(), type(s.copy()).__name__, sorted(s), len(s), 3 in s))(S({1, 2}))
(lambda i: (i + 1, type(i + 1).__name__, i * 2, -i, i // 2, i % 3, i ** 2, i << 1, i & 1, abs(-i), int(i), float(i), str(i), repr(i), f"{i:05d}", i == 5, hash(i) == hash(5), {i: 1}[5], [0] * i, "ab"[I(1)], range(i)[-1], divmod(i, 2), round(i, -1), bool(I(0))))(I(5))
(lambda f: (f + 1, type(f + 1).__name__, f * 2, f / 2, f // 1, round(f), round(f, 1), int(f), str(f), repr(f), f"{f:.2f}", f == 2.5, f.is_integer(), f.hex(), abs(-f), -f))(F(2.5))
(lambda s: (s + "x", type(s + "x").__name__, s * 2, s.upper(), type(s.upper()).__name__, s[0], s[1:], s == "abc", hash(s) == hash("abc"), {s: 1}["abc"], "b" in s, len(s), s.split("b"), f"{s:>5}", str(s), repr(s), s < "b", sorted([St("b"), "a"]), ",".join([s, s]), s.startswith("a"), list(s), s % (), s.format()))(St("abc"))
(lambda q: (q.append(3), q.appendleft(0), q.rotate(1), q, q.popleft(), list(q), len(q), q[0], type(q.copy()).__name__))(DQ([1, 2]))
(lambda c: (c.update("abc"), c.most_common(1), c["a"], c["zz"], c + C("a"), type(c + C("a")).__name__, sorted(c.elements()), c.total()))(C("aab"))
(lambda o: (o.move_to_end("a"), list(o), o.popitem(), o, type(o.copy()).__name__))(OD(a=1, b=2, c=3))
(lambda d: (d["x"].append(1), d["y"], dict(d), d.default_factory, type(d.copy()).__name__))(DD(list))
'''
for line in tests.strip().splitlines():
    try:
        print(repr(eval(line)))
    except Exception as e:
        print("EXC", line[:40], "|", type(e).__name__, e)
l = L([5, 1, 4, 2])
l[1:3] = [0]
l[::-1] = l[::-1]
del l[::2]
l[0] += 10
print(l, type(l).__name__)
class I(int): pass
class F(float): pass
print(divmod(I(7), 2), divmod(7, I(2)), divmod(F(7.5), 2), divmod(I(-7), F(2.0)))
class J(int):
    def __divmod__(self, o): return "mine"
print(divmod(J(1), 2))
class S(set): pass
s = S({1, 2})
print(s <= {1, 2, 3}, s < {1, 2}, s >= {1}, s > {1}, {1} < s, {1, 2, 3} > s, s <= S({1,2}), frozenset({1}) < s)
try:
    s < 5
except TypeError as e:
    print(e)
print({1} <= {1, 2}, frozenset() < {1})
from collections import OrderedDict
class OD(OrderedDict): pass
o = OD(a=1, b=2)
print(o, type(o).__name__)
class Cfg(dict):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.loaded = True
c = Cfg({"x": 1}, y=2)
print(c, c.loaded)
class ML(list):
    def __init__(self, items=(), *, tag="t"):
        super().__init__(items)
        self.tag = tag
m = ML([1, 2], tag="hi")
print(m, m.tag)
class MF(float):
    def __init__(self, v, unit="m"):
        self.unit = unit
print(MF(2.5, unit="km").unit)
for f in [lambda: float(x=1), lambda: list(iterable=[1]), lambda: set(iterable=[1])]:
    try: f()
    except TypeError as e: print(e)
