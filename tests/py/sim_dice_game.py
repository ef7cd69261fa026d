import random
random.seed(42)
players = ["Ann", "Bob", "Cy"]
scores = {p: 0 for p in players}
for rnd in range(1, 6):
    for p in players:
        roll = [random.randint(1, 6) for _ in range(3)]
        pts = sum(roll) + (10 if len(set(roll)) == 1 else 0)
        scores[p] += pts
        print(rnd, p, roll, pts)
print(sorted(scores.items(), key=lambda kv: kv[1], reverse=True))
print(random.random(), random.uniform(1, 10), random.randrange(0, 100, 5), random.randrange(10))
print(random.choice("abcdef"), random.choices(range(10), k=5), random.sample(range(100), 5))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:10])
print(random.choices(["red", "green", "blue"], weights=[10, 1, 1], k=8))
print(random.choices("xyz", cum_weights=[1, 2, 10], k=6))
print([round(random.gauss(0, 1), 6) for _ in range(4)])
print([round(random.normalvariate(100, 15), 4) for _ in range(3)])
print(random.getrandbits(70), random.getrandbits(1), random.randbytes(4) if hasattr(random, "randbytes") else b"")
print(round(random.expovariate(2.0), 8), round(random.triangular(0, 10, 3), 8), round(random.betavariate(2, 3), 8))
print(round(random.gammavariate(2.0, 1.5), 8), round(random.lognormvariate(0, 0.5), 8), round(random.vonmisesvariate(1, 2), 8))
print(round(random.paretovariate(3), 8), round(random.weibullvariate(1, 1.5), 8))
