# Monte Carlo with random.seed: pi estimate, dice, coin streaks, random walk
import random
from collections import Counter

random.seed(42)
inside = sum(1 for _ in range(20000) if random.random() ** 2 + random.random() ** 2 <= 1)
print("pi ~", 4 * inside / 20000)

random.seed(1)
rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(3600)]
hist = Counter(rolls)
for total in range(2, 13):
    print(f"{total:2d} {hist[total]:4d} " + "#" * (hist[total] // 20))

random.seed(7)
flips = "".join(random.choice("HT") for _ in range(200))
print(flips[:50])
longest = max(len(run) for run in flips.replace("HT", "H T").replace("TH", "T H").split())
print("longest streak:", longest)

random.seed(99)
pos, far = 0, 0
for step in range(1000):
    pos += random.choice((-1, 1))
    far = max(far, abs(pos))
print("final", pos, "farthest", far)
random.seed(3)
print([random.randrange(10) for _ in range(10)])
print([random.randrange(5, 50, 5) for _ in range(8)])
print(round(random.uniform(1.5, 2.5), 10), random.getrandbits(32), random.random())
