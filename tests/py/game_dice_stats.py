import random
from collections import Counter
from itertools import product
random.seed(99)
rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(3600)]
c = Counter(rolls)
exact = Counter(a + b for a, b in product(range(1, 7), repeat=2))
print(f"{'sum':>3} {'count':>5} {'expected':>8} {'diff':>6}  bar")
for s in range(2, 13):
    exp = exact[s] * 100
    print(f"{s:>3} {c[s]:>5} {exp:>8} {c[s] - exp:>+6}  {'*' * (c[s] // 20)}")
mean = sum(rolls) / len(rolls)
var = sum((r - mean) ** 2 for r in rolls) / (len(rolls) - 1)
print(f"mean={mean:.4f} var={var:.4f} mode={c.most_common(1)[0]}")
yahtzee = 0
for _ in range(20000):
    d = [random.randint(1, 6) for _ in range(5)]
    if len(set(d)) == 1:
        yahtzee += 1
print("yahtzees:", yahtzee, f"{yahtzee / 20000:.5f}", f"{6 / 6**5:.5f}")
