# deque as a ring buffer: long runs of mixed operations, checked against a list
from collections import deque
import random

rng = random.Random(5)
for maxlen in (None, 0, 1, 3, 17):
    d = deque(maxlen=maxlen)
    model = []
    for step in range(3000):
        op = rng.randrange(10)
        x = rng.randrange(1000)
        if op < 3:
            d.append(x); model.append(x)
            if maxlen is not None and len(model) > maxlen:
                model.pop(0)
        elif op < 5:
            d.appendleft(x); model.insert(0, x)
            if maxlen is not None and len(model) > maxlen:
                model.pop()
        elif op == 5 and model:
            assert d.pop() == model.pop()
        elif op == 6 and model:
            assert d.popleft() == model.pop(0)
        elif op == 7 and model:
            k = rng.randrange(-5, 6)
            d.rotate(k)
            k %= len(model)
            model[:] = model[-k:] + model[:-k] if k else model
        elif op == 8 and model:
            i = rng.randrange(-len(model), len(model))
            assert d[i] == model[i], (d[i], model[i])
            d[i] = x; model[i] = x
        elif op == 9 and model and maxlen is None:
            i = rng.randrange(len(model))
            v = model[i]
            d.remove(v); model.remove(v)
        assert len(d) == len(model)
    print(maxlen, len(d), list(d) == model, list(reversed(d)) == model[::-1], sum(d))

# growth across the ring's wrap point
d = deque()
for i in range(10):
    d.append(i)
for i in range(5):
    d.popleft()
for i in range(100):
    d.append(i + 10)
    d.appendleft(-i)
print(len(d), d[0], d[-1], d[50], list(d)[:5], d.index(10), 42 in d, -99 in d, -100 in d)
d.insert(3, "x")
del d[0]
print(list(d)[:5], d.count(0))
d.reverse()
print(list(d)[:3], d[-1])
d.extend(d)
print(len(d))
d.extendleft("ab")
print(list(d)[:3])
d.clear()
print(d, bool(d))
try:
    for v in d.__class__([1, 2, 3]) if False else (lambda q: [q.append(4) for _ in q])(deque([1])):
        pass
except RuntimeError as e:
    print("RuntimeError", e)
q = deque([1, 2, 3])
print(q * 2, q + deque([9]), q == deque([1, 2, 3]), q < deque([1, 2, 4]))
