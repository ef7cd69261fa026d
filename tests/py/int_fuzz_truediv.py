import random
random.seed(77)
bad = 0
rows = []
for _ in range(3000):
    a = random.randint(-2**63, 2**63 - 1)
    b = random.randint(-2**40, 2**40) or 1
    rows.append(repr(a / b))
    c = random.randint(2**53, 2**62)
    d = random.randint(3, 999)
    rows.append(repr(c / d))
    rows.append(repr(float(c)))
    rows.append(repr(c * 1.0 + 0.5))
    rows.append(repr(c // d) + " " + repr(c % d) + " " + repr(-c // d))
print(len(rows))
import hashlib
print(hashlib.md5("\n".join(rows).encode()).hexdigest())
print("\n".join(rows[:30]))
