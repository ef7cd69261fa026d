# random: module functions after seed(42) match CPython bit for bit
import random
random.seed(42)
print([random.random() for _ in range(5)])
print([random.randint(1, 100) for _ in range(10)])
print(random.choice("abcdefg"), random.choice([1, 2, 3]))
x = list(range(20)); random.shuffle(x); print(x)
print(random.sample(range(100), 10), random.sample(range(1000), 30))
print(random.getrandbits(1), random.getrandbits(31), random.getrandbits(32), random.getrandbits(33), random.getrandbits(64), random.getrandbits(100))
print(random.randrange(10), random.randrange(5, 50, 5), random.randrange(50, 5, -3), random.randrange(2**70))
print(random.uniform(1, 3), random.gauss(0, 1), random.gauss(0, 1), random.normalvariate(5, 2), random.expovariate(1.5), random.triangular(0, 10, 3))
print(random.choices("abc", k=5), random.choices([1, 2, 3], weights=[1, 0, 5], k=5), random.choices("xy", cum_weights=[1, 3], k=4))
print(random.betavariate(2, 3), random.gammavariate(0.5, 1), random.gammavariate(3, 1), random.lognormvariate(0, 1), random.vonmisesvariate(1, 2), random.paretovariate(2), random.weibullvariate(1, 2))
