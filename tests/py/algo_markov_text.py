# Markov chain text generator (order 2) with a seeded RNG, plus a stationary distribution by power iteration
import random
from collections import defaultdict

TEXT = """the cat sat on the mat the cat ate the rat the rat sat on the cat
the dog sat on the log the dog ate the cat and the cat ran"""


def build(words, order=2):
    chain = defaultdict(list)
    for i in range(len(words) - order):
        chain[tuple(words[i:i + order])].append(words[i + order])
    return chain


def generate(chain, rng, length=15):
    state = rng.choice(sorted(chain))
    out = list(state)
    for _ in range(length):
        nxt = chain.get(tuple(out[-2:]))
        if not nxt:
            break
        out.append(rng.choice(nxt))
    return " ".join(out)


words = TEXT.split()
chain = build(words)
print(len(chain), sorted(chain)[:4])
rng = random.Random(99)
for _ in range(3):
    print(generate(chain, rng))

P = {"sunny": {"sunny": 0.8, "rainy": 0.15, "cloudy": 0.05},
     "rainy": {"sunny": 0.2, "rainy": 0.6, "cloudy": 0.2},
     "cloudy": {"sunny": 0.25, "rainy": 0.25, "cloudy": 0.5}}
states = sorted(P)
dist = {s: 1 / 3 for s in states}
for step in range(60):
    dist = {t: sum(dist[s] * P[s][t] for s in states) for t in states}
print({s: round(p, 6) for s, p in dist.items()})
print(round(sum(dist.values()), 12))
weather, day = "sunny", []
for _ in range(14):
    weather = rng.choices(states, weights=[P[weather][t] for t in states])[0]
    day.append(weather[0].upper())
print("".join(day))
