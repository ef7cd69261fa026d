import random
from collections import Counter
rng = random.Random(2024)
pos = 0
path = [pos]
for _ in range(50):
    pos += rng.choice([-1, 1])
    path.append(pos)
print(path)
print(max(path), min(path), Counter(path).most_common(3))
state = rng.getstate()
a = [rng.random() for _ in range(3)]
rng.setstate(state)
b = [rng.random() for _ in range(3)]
print(a == b, a)
x, y = 0, 0
visits = Counter()
for _ in range(200):
    dx, dy = rng.choice([(0, 1), (1, 0), (0, -1), (-1, 0)])
    x, y = x + dx, y + dy
    visits[(x, y)] += 1
print((x, y), len(visits), visits.most_common(4))
r2 = random.Random("seed-string")
print(r2.randint(1, 1000), r2.random())
r3 = random.Random(b"bytes-seed")
print(r3.randint(1, 1000))
r4 = random.Random(3.5)
print(r4.randint(1, 1000))
r5 = random.Random(-17)
print(r5.randint(1, 1000), random.Random(17).randint(1, 1000))
r6 = random.Random(2**100 + 7)
print(r6.random())
print(rng.sample(["a", "b", "c", "d", "e"], k=5), rng.sample(range(10**9), 3))
print(rng.sample(["x", "y", "z"], counts=[3, 1, 2], k=4))
