# deque append/pop/popleft through growth, wrap-around, maxlen, subclasses and errors
from collections import deque

d = deque()
for i in range(20):
    d.append(i)
    if i % 3 == 0:
        d.popleft()
print(d, len(d))
while len(d) > 3:
    d.pop()
    d.popleft()
print(d)
d.appendleft(-1)
d.extend(range(100, 110))
print(d, d[0], d[-1], d.pop(), d.popleft())

w = deque(maxlen=3)
for i in range(7):
    w.append(i)
    print(list(w), end=" ")
print()
w.appendleft(99)
print(w, w.maxlen)
z = deque(maxlen=0)
z.append(1)
print(z)

class Q(deque):
    def append(self, x):
        super().append(x * 10)

q = Q([1, 2])
q.append(3)
print(q, q.popleft(), q.pop(), q)

class Log(deque):
    pass

lg = Log()
lg.append("a"); lg.append("b")
print(lg, lg.pop(), lg.popleft(), len(lg))

e = deque()
for name in ("pop", "popleft"):
    try:
        getattr(e, name)()
    except IndexError as ex:
        print(name, type(ex).__name__, ex)

r = deque(range(5))
r.rotate(2)
r.append(5)
print(r, r.popleft(), r)
print(r.append(6), r)
x = r.popleft
print(x(), x(), r)
big = deque()
for i in range(1000):
    big.append(i)
s = 0
while big:
    s += big.popleft()
    if s % 7 == 0 and len(big) < 500:
        big.append(s % 100)
print(s, len(big))
try:
    it = iter(r)
    next(it)
    r.append(1)
    next(it)
except RuntimeError as ex:
    print("RuntimeError", ex)
print(deque.append(deque([1]), 2) is None)
try:
    deque.append([], 1)
except TypeError as ex:
    print("TypeError", ex)
for call in (lambda: deque.popleft([]), lambda: deque.__len__([]), lambda: deque.append(),
             lambda: deque.__len__()):
    try:
        call()
    except TypeError as ex:
        print("TypeError", ex)
