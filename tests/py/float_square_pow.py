import math, random
xs = [-1.358441521696071e-23, 0.1, 1.1, 3.0, 2.5, -7.25, 1e-200, 12345.678]
random.seed(3)
xs += [random.uniform(-1e-20, 1e-20) for _ in range(200)] + [random.uniform(-100, 100) for _ in range(200)]
sq = [x ** 2 for x in xs]
print([repr(v) for v in sq[:12]])
print(sum(1 for x, s in zip(xs, sq) if s == pow(x, 2) == math.pow(x, 2)), len(xs))
print(sum(sq[9:209]), sum(sq[209:]))
def dist(p, q):
    return ((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5
pts = [(random.uniform(0, 1e-12), random.uniform(0, 1e-12)) for _ in range(50)]
print(repr(sum(dist(pts[i], pts[i + 1]) for i in range(49))))
n = 12345678901
print(n ** 2, (-n) ** 2, (2 ** 40) ** 2, True ** 2, (3) ** 2, 2.0 ** 2)
variance = sum((x - 1.5) ** 2 for x in [1.25, 1.75, 2.0, 0.5]) / 4
print(repr(variance))
for big in (1e155, -1e200, 1e308):
    try:
        print(big ** 2)
    except OverflowError as e:
        print("OverflowError:", e, e.args)
print(1e154 ** 2, (1e-200) ** 2, float("inf") ** 2, float("nan") ** 2)
