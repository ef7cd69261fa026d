# random's distributions with a fixed seed: sample means compared to theory, formatted to 6 places
import math
import random

random.seed(314159)
N = 2000


def summary(name, xs, expected_mean):
    m = sum(xs) / len(xs)
    var = sum((x - m) ** 2 for x in xs) / (len(xs) - 1)
    print(f"{name:12} mean={m:10.6f} expected={expected_mean:8.4f} sd={math.sqrt(var):.6f} first={xs[0]:.6f}")


summary("uniform", [random.uniform(2, 5) for _ in range(N)], 3.5)
summary("gauss", [random.gauss(10, 2) for _ in range(N)], 10)
summary("normal", [random.normalvariate(-1, 0.5) for _ in range(N)], -1)
summary("expo", [random.expovariate(4) for _ in range(N)], 0.25)
summary("lognorm", [random.lognormvariate(0, 0.25) for _ in range(N)], math.exp(0.25 ** 2 / 2))
summary("gamma", [random.gammavariate(2.0, 3.0) for _ in range(N)], 6.0)
summary("gamma<1", [random.gammavariate(0.5, 1.0) for _ in range(N)], 0.5)
summary("beta", [random.betavariate(2, 3) for _ in range(N)], 0.4)
summary("triangular", [random.triangular(0, 6, 1) for _ in range(N)], 7 / 3)
summary("pareto", [random.paretovariate(3) for _ in range(N)], 1.5)
summary("weibull", [random.weibullvariate(1, 2) for _ in range(N)], math.gamma(1.5))
summary("vonmises", [random.vonmisesvariate(math.pi, 4) for _ in range(N)], math.pi)
summary("randint", [random.randint(1, 6) for _ in range(N)], 3.5)
summary("randrange", [random.randrange(0, 100, 7) for _ in range(N)], 49)
bits = [random.getrandbits(k) for k in (1, 7, 31, 32, 33, 64, 100)]
print(bits)
print(random.randbytes(8).hex(), random.choice(range(10**6)), random.sample(range(10**9), 3))
print(random.sample(["a", "b", "c"], k=5, counts=[3, 1, 2]))
