# Closest pair of points: divide and conquer O(n log n) vs brute force, with seeded random points
import math
import random
from itertools import combinations


def brute(points):
    return min((math.dist(p, q), p, q) for p, q in combinations(points, 2))


def closest(points):
    px = sorted(points)
    py = sorted(points, key=lambda p: (p[1], p[0]))

    def rec(px, py):
        n = len(px)
        if n <= 3:
            return brute(px)
        mid = n // 2
        midx = px[mid][0]
        left = set(px[:mid])
        pyl = [p for p in py if p in left]
        pyr = [p for p in py if p not in left]
        best = min(rec(px[:mid], pyl), rec(px[mid:], pyr))
        strip = [p for p in py if abs(p[0] - midx) < best[0]]
        for i, p in enumerate(strip):
            for q in strip[i + 1:i + 8]:
                if q[1] - p[1] >= best[0]:
                    break
                d = math.dist(p, q)
                if d < best[0]:
                    best = (d, p, q) if p < q else (d, q, p)
        return best

    return rec(px, py)


rng = random.Random(31)
for n in (5, 50, 300):
    pts = list({(rng.uniform(0, 100), rng.uniform(0, 100)) for _ in range(n)})
    d1, *_ = closest(pts)
    d2, *_ = brute(pts)
    print(n, f"{d1:.10f}", f"{d2:.10f}", math.isclose(d1, d2))
grid = [(x, y) for x in range(5) for y in range(5)] + [(2.5, 2.6)]
d, p, q = closest(grid)
print(round(d, 10), sorted([p, q]))
print(math.dist((0, 0), (3, 4)), math.dist((1, 2, 3), (4, 6, 3)), math.hypot(1, 1, 1, 1))
