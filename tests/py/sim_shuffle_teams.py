import random
names = ["Ava", "Ben", "Cara", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivy", "Jon", "Kai"]
random.seed("teams")
random.shuffle(names)
teams = [names[i::3] for i in range(3)]
for i, t in enumerate(teams, 1):
    print(f"Team {i}: {', '.join(sorted(t))}")
random.seed(0)
print(random.sample(names, 4), random.choice(names))
pairs = list(zip(names[::2], names[1::2]))
print(pairs)
random.seed(5)
secret = {}
givers = names[:]
receivers = names[:]
while True:
    random.shuffle(receivers)
    if all(g != r for g, r in zip(givers, receivers)):
        break
print(dict(zip(givers, receivers)))
random.seed(3)
print([random.randint(-5, 5) for _ in range(10)])
print([random.randrange(-10, 10, 3) for _ in range(6)])
print(random.choices([1, 2, 3]), random.sample(set(range(5)) if False else [0,1,2,3,4], 2))
lst = list(range(20))
random.shuffle(lst)
print(lst)
print(random.binomialvariate(10, 0.3) if hasattr(random, "binomialvariate") else "n/a")
