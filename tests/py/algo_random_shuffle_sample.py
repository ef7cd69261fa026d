# random.shuffle, sample, choices with weights, gauss, and reproducibility via seed/getstate
import random

random.seed(2023)
deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:13])
hands = [sorted(deck[i * 5:(i + 1) * 5]) for i in range(4)]
for h in hands:
    print(" ".join(h))
print(random.sample(range(100), 10))
print(random.sample(["red", "green", "blue", "cyan"], k=2))
print(random.choices("abc", weights=[10, 1, 1], k=15))
print(random.choices(range(5), cum_weights=[1, 2, 3, 4, 100], k=10))
state = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(state)
b = [random.random() for _ in range(3)]
print(a == b, a)
g = [random.gauss(0, 1) for _ in range(5)]
print([round(x, 6) for x in g])
n = [random.normalvariate(100, 15) for _ in range(3)]
print([f"{x:.4f}" for x in n])
print(round(random.expovariate(1.5), 8), round(random.triangular(0, 10, 3), 8), round(random.betavariate(2, 5), 8))
random.seed("a string seed")
print(random.random(), random.randint(1, 10**12))
random.seed(12345)
lst = list(range(10))
random.shuffle(lst)
print(lst, random.choice(lst))
r = random.Random(5)
print(r.random(), r.randint(1, 100), r.sample("abcdefg", 3))
try:
    random.sample(range(3), 5)
except ValueError as e:
    print("ValueError:", e)
