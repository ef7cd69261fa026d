# deque: both ends, maxlen, rotation, indexing, comparisons
from collections import deque
d = deque()
for i in range(5):
    d.append(i)
    d.appendleft(-i)
print(d, len(d), d[0], d[-1], d[3])
print(d.pop(), d.popleft(), d)
d.rotate(2); print(d)
d.rotate(-3); print(d)
d.extend("ab"); d.extendleft([10, 11]); print(d)
d[1] = 99; del d[0]; print(d, 99 in d, 1000 in d)
print(d.index(99), d.count(0), list(reversed(d))[:3])
d.remove("a"); d.insert(1, "x"); print(d)
d.reverse(); print(d)
m = deque(range(10), maxlen=4)
print(m, m.maxlen)
m.append(10); m.appendleft(-1); print(m)
m.extend([20, 21, 22]); print(m, list(m))
print(deque([1, 2]) == deque([1, 2]), deque([1, 2]) == [1, 2], deque([1, 2]) < deque([1, 3]))
print(deque("abc") + deque("de"), deque([1]) * 3, bool(deque()), deque().maxlen)
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)
try:
    deque([1])[5]
except IndexError as e:
    print("IndexError:", e)
q = deque([(0, 0)])
seen = {(0, 0)}
while q:
    x, y = q.popleft()
    for nx, ny in ((x + 1, y), (x, y + 1)):
        if nx < 3 and ny < 3 and (nx, ny) not in seen:
            seen.add((nx, ny))
            q.append((nx, ny))
print(len(seen))
c = d.copy(); c.clear(); print(c, d)
class Hist(deque):
    def last(self):
        return self[-1]
h = Hist([1, 2, 3], maxlen=2)
print(h, h.last(), len(h))
