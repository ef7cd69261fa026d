# Deterministic simulation with a hand-written linear congruential generator
class LCG:
    def __init__(self, seed):
        self.state = seed
    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        return self.state >> 33
    def randint(self, lo, hi):
        return lo + self.next() % (hi - lo + 1)
    def random(self):
        return self.next() / 2 ** 31
rng = LCG(42)
print([rng.next() for _ in range(3)])
rolls = [rng.randint(1, 6) for _ in range(600)]
counts = {face: rolls.count(face) for face in range(1, 7)}
print(counts, sum(counts.values()))
print(f"mean roll: {sum(rolls) / len(rolls):.3f}")
queue_len, served, waited = 0, 0, 0
for minute in range(200):
    if rng.random() < 0.3:
        queue_len += 1
    if queue_len and rng.random() < 0.35:
        queue_len -= 1
        served += 1
    waited += queue_len
print("served:", served, "left in queue:", queue_len, "avg queue:", round(waited / 200, 3))
walk = [0]
for _ in range(50):
    walk.append(walk[-1] + (1 if rng.next() % 2 else -1))
print("walk end:", walk[-1], "max:", max(walk), "min:", min(walk))
deck = list(range(10))
for i in range(len(deck) - 1, 0, -1):
    j = rng.randint(0, i)
    deck[i], deck[j] = deck[j], deck[i]
print("shuffled:", deck, sorted(deck) == list(range(10)))
