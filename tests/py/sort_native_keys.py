import random
rng = random.Random(5)
recs = [(rng.choice("abc"), rng.randint(1, 5), rng.random()) for _ in range(200)]
print(sorted(recs)[:5], sorted(recs, reverse=True)[:3])
print(sorted(recs, key=lambda r: (r[0], -r[1]))[:6])
print(sorted(recs, key=lambda r: (r[1], r[0]), reverse=True)[:6])
words = ["pear", "Apple", "fig", "apple", "éclair", "zoo", "Zebra", "b", ""]
print(sorted(words), sorted(words, key=lambda w: (len(w), w)), sorted(words, key=str.lower))
print(sorted([(1, (2, 3)), (1, (2,)), (0, (9, 9, 9)), (1, (2, 3, 0))]))
print(sorted([(True, "x"), (0, "y"), (1.5, "z"), (1, "a")]))
print(sorted([[3, 1], [2, 9], [3, 0]]), sorted([(2 ** 60, 1), (2 ** 60 + 1, 0)]))
pts = [(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(30)]
print(sorted(pts, key=lambda p: (p[0] ** 2 + p[1] ** 2, p))[:8])
stable = sorted([("b", 1), ("a", 2), ("b", 0), ("a", 1)], key=lambda t: t[0], reverse=True)
print(stable)
try:
    sorted([(1, "a"), ("b", 2)])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([(1, 2), (1, "x")])
except TypeError as e:
    print("TypeError:", e)
print(sorted([(float("nan"), 1), (1.0, 2)])[1], sorted([(1, None), (0, None)]))
try:
    sorted([(1, None), (1, None)])
    print("no compare needed")
except TypeError as e:
    print("TypeError:", e)
d = {"x": 3, "y": 1, "z": 3}
print(sorted(d.items(), key=lambda kv: (-kv[1], kv[0])), max(d, key=d.get))
l = [(3, "c"), (1, "a"), (2, "b")]
l.sort()
print(l, sorted(l, key=lambda t: t[1], reverse=True))
