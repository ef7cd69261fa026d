import random
from itertools import groupby
random.seed(1234)
flips = "".join(random.choice("HT") for _ in range(200))
print(flips[:60])
runs = [(k, len(list(g))) for k, g in groupby(flips)]
longest = max(runs, key=lambda r: r[1])
print("longest run:", longest, "runs:", len(runs), "heads:", flips.count("H"))
dist = {}
for _, n in runs:
    dist[n] = dist.get(n, 0) + 1
print(sorted(dist.items()))
trials = 2000
hits = 0
for _ in range(trials):
    seq = [random.random() < 0.5 for _ in range(20)]
    best = cur = 0
    for i, v in enumerate(seq):
        cur = cur + 1 if i and v == seq[i - 1] else 1
        best = max(best, cur)
    hits += best >= 5
print(f"P(run>=5 in 20 flips) ~ {hits / trials:.3f}")
