# Monte Carlo integration and estimating probabilities (birthday problem, Buffon's needle)
import math
import random

rng = random.Random(12345)


def mc_integrate(f, a, b, n):
    total = sum(f(rng.uniform(a, b)) for _ in range(n))
    return (b - a) * total / n


for name, f, a, b, exact in [("x^2", lambda x: x * x, 0, 1, 1 / 3),
                             ("sin", math.sin, 0, math.pi, 2.0),
                             ("exp(-x^2)", lambda x: math.exp(-x * x), -3, 3, math.sqrt(math.pi) * math.erf(3))]:
    est = mc_integrate(f, a, b, 20000)
    print(f"{name:10} est={est:.5f} exact={exact:.5f} err={abs(est - exact):.5f}")


def birthday_trial(n):
    seen = set()
    for _ in range(n):
        d = rng.randrange(365)
        if d in seen:
            return True
        seen.add(d)
    return False


for n in (10, 23, 40):
    est = sum(birthday_trial(n) for _ in range(2000)) / 2000
    exact = 1 - math.prod((365 - i) / 365 for i in range(n))
    print(f"birthday n={n}: sim={est:.3f} exact={exact:.4f}")

hits = 0
N = 20000
for _ in range(N):
    y = rng.uniform(0, 0.5)
    theta = rng.uniform(0, math.pi / 2)
    if y <= 0.5 * math.sin(theta):
        hits += 1
print(f"Buffon pi ~ {N / hits:.4f}")
dice = [sum(rng.randint(1, 6) for _ in range(3)) for _ in range(10000)]
print(f"P(sum of 3 dice >= 15) ~ {sum(d >= 15 for d in dice) / len(dice):.4f} exact {20 / 216:.4f}")
