# Frozen dataclasses (slots=True) as hashable DP states: shortest path on a state graph with memo keys
from dataclasses import dataclass, replace, astuple, asdict, field
from functools import lru_cache
from collections import deque


@dataclass(frozen=True, slots=True, order=True)
class Jugs:
    a: int
    b: int

    def moves(self, A, B):
        a, b = self.a, self.b
        pour_ab = min(a, B - b)
        pour_ba = min(b, A - a)
        return {
            "fill A": replace(self, a=A), "fill B": replace(self, b=B),
            "empty A": replace(self, a=0), "empty B": replace(self, b=0),
            "A->B": Jugs(a - pour_ab, b + pour_ab), "B->A": Jugs(a + pour_ba, b - pour_ba),
        }


def solve(A, B, target):
    start = Jugs(0, 0)
    prev = {start: None}
    q = deque([start])
    while q:
        s = q.popleft()
        if target in (s.a, s.b):
            steps = []
            while prev[s]:
                s, how = prev[s]
                steps.append(how)
            return steps[::-1]
        for how, nxt in sorted(s.moves(A, B).items()):
            if nxt not in prev:
                prev[nxt] = (s, how)
                q.append(nxt)
    return None


print(solve(3, 5, 4))
print(solve(4, 9, 6))
print(solve(2, 4, 3))
j = Jugs(1, 2)
print(j, astuple(j), asdict(j), hash(j) == hash(Jugs(1, 2)), sorted([Jugs(2, 0), Jugs(1, 5), Jugs(1, 2)]))
try:
    j.a = 5
except Exception as e:
    print(type(e).__name__, e)


@dataclass(frozen=True)
class Item:
    weight: int
    value: int
    tags: tuple = field(default=(), compare=False)


@lru_cache(maxsize=None)
def best(items, cap):
    if not items or cap <= 0:
        return 0
    first, rest = items[0], items[1:]
    skip = best(rest, cap)
    return max(skip, first.value + best(rest, cap - first.weight)) if first.weight <= cap else skip


stock = (Item(12, 4, ("a",)), Item(2, 2), Item(1, 1), Item(1, 2), Item(4, 10, ("b", "c")))
print(best(stock, 15), best.cache_info().currsize, Item(1, 1, ("x",)) == Item(1, 1))
