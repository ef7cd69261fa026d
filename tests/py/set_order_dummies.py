# set order through discards: CPython's dummies stay in the table, an add takes the last dummy
# before an empty slot, copies and merges resize first, pop walks from a finger
import random
s = set()
for x in (1, 9, 17, 2):
    s.add(x)
s.discard(1); s.discard(9); s.add(25)
print(s)
s = set(); s.add(1); s.add(2); s.discard(1); s.add(9)
print(s)
b = {81, 53}
b.update(dict.fromkeys(range(3, 35)))
sq = {x * x % 37 for x in range(34)}
print(b, sq, b ^ sq, sq ^ b)
random.seed(21)
l = random.sample(range(100), 23)
b = set(l)
c = set(); c.update(b)
r = c.copy(); r.update(b)
print(c, r, c | b, b | c)
a = set(range(0, 40, 3)); e = set(range(0, 40, 5))
print(a & e, a | e, a - e, e - a, a ^ e, e ^ a)
print(a.intersection(e, range(10)), a.union([99, 98], {77}), a.difference(range(20), [30]))
c = a.copy(); c -= {0, 3, 6}; c |= {1000, 2000, -1, -2}; c ^= {1, 2, 3, 4, 5}; c &= set(range(20))
print(c)
s = set()
for i in range(100):
    s.add(i * 7 % 101)
for i in range(0, 100, 3):
    s.discard(i)
print(s)
while len(s) > 50:
    s.pop()
print(s, frozenset(s), set(s))
s = set(range(5)); s.pop(); s.pop(); s.add(100)
print(s, s.pop())
print({44, -5, -441465, (1, 4), -1, -2, -980696})
print({1.5, 2.5, (1, 2), (3, 4), True, -1, -2})
t = {(x, y) for x in range(5) for y in range(5)}
print(t - {(1, 1), (2, 2)})
primes = set(range(2, 60))
for p in range(2, 8):
    primes -= set(range(p * p, 60, p))
print(primes)
todo = set(random.sample(range(1000), 40))
while todo:
    x = todo.pop()
    if x % 3 == 0 and x + 1 not in todo:
        todo.add(x // 3 + 1001)
    print(x, end=" ")
print()
