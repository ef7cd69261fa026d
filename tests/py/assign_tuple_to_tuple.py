# a, b = x, y: every value first (left to right), then every target (left to right)
log = []
def v(name, x):
    log.append("v" + name)
    return x
class Box:
    @property
    def p(self):
        return self._p
    @p.setter
    def p(self, val):
        log.append("set p")
        self._p = val
    @property
    def q(self):
        return self._q
    @q.setter
    def q(self, val):
        log.append("set q")
        self._q = val
class Seq(list):
    def __setitem__(self, i, val):
        log.append("item %d" % i)
        list.__setitem__(self, i, val)
a, b = 1, 2
a, b = b, a
print(a, b)
x = [3, 1, 2]
x[0], x[2] = x[2], x[0]
print(x)
i = 0
i, x[i] = 2, 9
print(i, x)
bx, s = Box(), Seq([0, 0, 0])
bx.p, s[1], bx.q = v("1", 10), v("2", 20), v("3", 30)
print(log, bx.p, bx.q, s)
f0, f1 = 0, 1
for _ in range(10):
    f0, f1 = f1, f0 + f1
print(f0, f1)
(p, q), r = (1, 2), 3
[m, n] = [n2 := 5, n2 + 1]
print(p, q, r, m, n)
lo, hi = [4, 7]
print(lo, hi)
try:
    a, b = 1, 2, 3
except ValueError as e:
    print("ValueError", e)
try:
    a, b, c = 1, 2
except ValueError as e:
    print("ValueError", e)
h, *t = 1, 2, 3
print(h, t)
def g():
    u, w = w0, u0 = 1, 2
    return u, w, w0, u0
print(g())
