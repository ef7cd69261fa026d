# interval class using chained comparisons, __contains__, overlap, merging and sorting
from functools import total_ordering

@total_ordering
class Interval:
    def __init__(self, lo, hi):
        if not lo <= hi:
            raise ValueError(f"empty interval [{lo}, {hi}]")
        self.lo, self.hi = lo, hi

    def __contains__(self, x):
        if isinstance(x, Interval):
            return self.lo <= x.lo <= x.hi <= self.hi
        return self.lo <= x <= self.hi

    def overlaps(self, other):
        return self.lo <= other.hi and other.lo <= self.hi

    def __and__(self, other):
        if not self.overlaps(other):
            return None
        return Interval(max(self.lo, other.lo), min(self.hi, other.hi))

    def __len__(self):
        return self.hi - self.lo

    def __eq__(self, other):
        return (self.lo, self.hi) == (other.lo, other.hi)

    def __lt__(self, other):
        return (self.lo, self.hi) < (other.lo, other.hi)

    def __hash__(self):
        return hash((self.lo, self.hi))

    def __repr__(self):
        return f"[{self.lo}, {self.hi}]"

def merge(intervals):
    out = []
    for iv in sorted(intervals):
        if out and out[-1].overlaps(iv):
            out[-1] = Interval(out[-1].lo, max(out[-1].hi, iv.hi))
        else:
            out.append(iv)
    return out

a, b = Interval(1, 5), Interval(4, 10)
print(3 in a, 6 in a, Interval(2, 3) in a, b in a, a & b, a & Interval(7, 9))
print(len(a), len(b), a < b, a >= b, sorted([b, a, Interval(0, 2)]))
print(merge([Interval(1, 3), Interval(8, 10), Interval(2, 6), Interval(15, 18), Interval(17, 20)]))
print(len({Interval(1, 2), Interval(1, 2)}), max([a, b]), min(a, b, key=len))
x = 7
print(1 < x < 10, 1 < x > 10, 0 <= x != 7, a.lo < x < b.hi < 100)
try:
    Interval(5, 1)
except ValueError as e:
    print("ValueError:", e)
