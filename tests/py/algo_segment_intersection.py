# Line segment intersection with exact Fractions, orientation tests and collinear overlap
from fractions import Fraction as F


def orient(a, b, c):
    v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (v > 0) - (v < 0)


def on_segment(a, b, p):
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def intersects(p1, p2, p3, p4):
    d1, d2 = orient(p3, p4, p1), orient(p3, p4, p2)
    d3, d4 = orient(p1, p2, p3), orient(p1, p2, p4)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    return any(d == 0 and on_segment(a, b, p) for d, a, b, p in
               [(d1, p3, p4, p1), (d2, p3, p4, p2), (d3, p1, p2, p3), (d4, p1, p2, p4)])


def intersection_point(p1, p2, p3, p4):
    x1, y1 = map(F, p1)
    x2, y2 = map(F, p2)
    x3, y3 = map(F, p3)
    x4, y4 = map(F, p4)
    den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
    if den == 0:
        return None
    t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den
    return (x1 + t * (x2 - x1), y1 + t * (y2 - y1))


cases = [
    ((0, 0), (4, 4), (0, 4), (4, 0)),
    ((0, 0), (1, 1), (2, 2), (3, 3)),
    ((0, 0), (2, 2), (1, 1), (3, 3)),
    ((0, 0), (5, 1), (1, 3), (4, -2)),
    ((0, 0), (1, 0), (2, 1), (3, 5)),
    ((1, 1), (4, 2), (2, 0), (2, 7)),
]
for seg in cases:
    hit = intersects(*seg)
    pt = intersection_point(*seg) if hit else None
    print(seg, hit, None if pt is None else tuple(str(c) for c in pt))
print(intersection_point((0, 0), (1, 1), (0, 1), (1, 2)))
print([orient((0, 0), (1, 0), p) for p in [(0, 1), (0, -1), (2, 0)]])
