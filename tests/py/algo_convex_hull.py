# Convex hull with Andrew's monotone chain and Graham scan; polygon area by the shoelace formula
import math
import random
from typing import List, NamedTuple


class Point(NamedTuple):
    x: float
    y: float

    def __sub__(self, other):
        return Point(self.x - other.x, self.y - other.y)


def cross(o: Point, a: Point, b: Point) -> float:
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)


def monotone_chain(points: List[Point]) -> List[Point]:
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts
    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def graham(points):
    start = min(points, key=lambda p: (p.y, p.x))
    rest = sorted((p for p in set(points) if p != start),
                  key=lambda p: (math.atan2(p.y - start.y, p.x - start.x), (p.x - start.x) ** 2 + (p.y - start.y) ** 2))
    hull = [start]
    for p in rest:
        while len(hull) >= 2 and cross(hull[-2], hull[-1], p) <= 0:
            hull.pop()
        hull.append(p)
    return hull


def area(poly):
    return abs(sum(a.x * b.y - b.x * a.y for a, b in zip(poly, poly[1:] + poly[:1]))) / 2


square = [Point(0, 0), Point(2, 0), Point(2, 2), Point(0, 2), Point(1, 1), Point(1, 0), Point(0.5, 1.5)]
print(monotone_chain(square))
print(graham(square), area(monotone_chain(square)))
rng = random.Random(8)
cloud = [Point(rng.randint(-20, 20), rng.randint(-20, 20)) for _ in range(60)]
h1, h2 = monotone_chain(cloud), graham(cloud)
print(len(h1), sorted(h1) == sorted(h2), area(h1), area(h2))
print(h1[:4])
print(Point(3, 4) - Point(1, 1), Point(1, 2)._replace(y=5), Point._fields, Point(1, 2)._asdict())
print(area([Point(0, 0), Point(4, 0), Point(4, 3)]), monotone_chain([Point(1, 1), Point(1, 1)]))
