# Interval overlap queries: a centered interval tree class vs brute force, plus sweep-line max overlap
import random


class IntervalTree:
    def __init__(self, intervals):
        self.center = None
        if not intervals:
            return
        points = sorted(p for iv in intervals for p in iv)
        self.center = points[len(points) // 2]
        left = [iv for iv in intervals if iv[1] < self.center]
        right = [iv for iv in intervals if iv[0] > self.center]
        here = [iv for iv in intervals if iv[0] <= self.center <= iv[1]]
        self.by_start = sorted(here)
        self.by_end = sorted(here, key=lambda iv: iv[1], reverse=True)
        self.left = IntervalTree(left) if left else None
        self.right = IntervalTree(right) if right else None

    def stab(self, x):
        if self.center is None:
            return []
        out = []
        if x < self.center:
            for iv in self.by_start:
                if iv[0] > x:
                    break
                out.append(iv)
            if self.left:
                out += self.left.stab(x)
        else:
            for iv in self.by_end:
                if iv[1] < x:
                    break
                out.append(iv)
            if self.right and x > self.center:
                out += self.right.stab(x)
        return out


def max_overlap(intervals):
    events = sorted([(s, 1) for s, _ in intervals] + [(e, -1) for _, e in intervals], key=lambda ev: (ev[0], -ev[1]))
    cur = best = 0
    at = None
    for t, d in events:
        cur += d
        if cur > best:
            best, at = cur, t
    return best, at


rng = random.Random(17)
ivs = []
for _ in range(60):
    a = rng.randint(0, 100)
    ivs.append((a, a + rng.randint(0, 20)))
tree = IntervalTree(ivs)
ok = True
for x in range(-5, 125, 3):
    got = sorted(tree.stab(x))
    want = sorted(iv for iv in ivs if iv[0] <= x <= iv[1])
    ok &= got == want
print("stabbing queries agree:", ok)
print(sorted(tree.stab(50)), tree.center)
print(max_overlap(ivs), max_overlap([(1, 3), (2, 4), (3, 5)]), max_overlap([(0, 1)]))
