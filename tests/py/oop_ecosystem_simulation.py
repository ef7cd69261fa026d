# a deterministic predator/prey simulation: animals with polymorphic step(), seeded random, stats
import random

class Animal:
    energy_gain = 0
    def __init__(self, world, energy):
        self.world, self.energy, self.alive = world, energy, True
    def step(self):
        self.energy -= 1
        if self.energy <= 0:
            self.alive = False
    def __repr__(self):
        return f"{type(self).__name__}({self.energy})"

class Rabbit(Animal):
    def step(self):
        self.energy += 2 if self.world.rng.random() < 0.6 else 0
        super().step()
        if self.alive and self.energy > 6:
            self.energy -= 3
            self.world.born.append(Rabbit(self.world, 3))

class Fox(Animal):
    def step(self):
        prey = [a for a in self.world.animals if isinstance(a, Rabbit) and a.alive]
        if prey and self.world.rng.random() < 0.5:
            victim = self.world.rng.choice(prey)
            victim.alive = False
            self.energy += 4
        super().step()

class World:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.animals = [Rabbit(self, 4) for _ in range(8)] + [Fox(self, 6) for _ in range(2)]
        self.born = []
    def tick(self):
        for a in list(self.animals):
            if a.alive:
                a.step()
        self.animals = [a for a in self.animals if a.alive] + self.born
        self.born = []
    def census(self):
        counts = {"Rabbit": 0, "Fox": 0}
        for a in self.animals:
            counts[type(a).__name__] += 1
        return counts

w = World(seed=7)
history = []
for t in range(10):
    w.tick()
    history.append(w.census())
for t, c in enumerate(history, 1):
    print(t, c["Rabbit"], c["Fox"], "#" * c["Rabbit"])
print(sorted(w.animals, key=lambda a: (type(a).__name__, -a.energy))[:4])
