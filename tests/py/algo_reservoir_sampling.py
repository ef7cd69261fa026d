# Reservoir sampling and weighted sampling with seeded random; check uniformity by counting
import random
from collections import Counter


def reservoir(stream, k, rng):
    sample = []
    for i, x in enumerate(stream):
        if i < k:
            sample.append(x)
        else:
            j = rng.randint(0, i)
            if j < k:
                sample[j] = x
    return sample


def weighted_choice(items, weights, rng):
    total = sum(weights)
    r = rng.uniform(0, total)
    upto = 0
    for item, w in zip(items, weights):
        upto += w
        if upto >= r:
            return item
    return items[-1]


rng = random.Random(2718)
print(reservoir(range(100), 5, rng))
print(reservoir(iter("abc"), 5, rng))
counts = Counter()
for _ in range(3000):
    counts.update(reservoir(range(10), 3, rng))
print(sorted(counts.items()))
print(max(counts.values()) - min(counts.values()) < 200)
wc = Counter(weighted_choice("xyz", [1, 2, 7], rng) for _ in range(5000))
print(sorted(wc.items()))
rng2 = random.Random(2718)
print(rng2.choices("xyz", weights=[1, 2, 7], k=12))
a = list(range(20))
rng2.shuffle(a)
print(a)
print(rng2.sample(a, 4), rng2.choice(a))
